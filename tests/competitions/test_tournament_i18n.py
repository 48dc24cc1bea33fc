"""The tournament in two languages: every code has words in English and Japanese, every code the engines
produce is one of the enumerated codes, and the commands speak the language asked for."""

from __future__ import annotations

import ast
import json
import random
from dataclasses import replace
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest
from typer.testing import CliRunner

import taikai
from taikai import i18n
from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import TournamentFormat
from taikai.competitions.tournament import Player, TableResult, run_event
from taikai.competitions.tournament.codes import ALL
from taikai.competitions.tournament.registration import Entry, Schedule, Withdrawal, register
from taikai.competitions.tournament.seating import draw_rounds
from taikai.competitions.tournament.series import event_stars, run_series
from taikai.contracts.formats import format_ruleset
from taikai.i18n.messages import MESSAGES

RON = formats.load("ron-of-20xx", TournamentFormat)
RULESET = format_ruleset(RON)
JST = timezone(timedelta(hours=9))
OPENING = datetime(2022, 2, 26, tzinfo=JST)
runner = CliRunner()
CODES = {code.value for code in ALL}


def sample(name: str) -> object:
    """A value for a template's parameter (numbers where the name says so, words otherwise)."""
    numbers = {"round", "table", "place", "places", "stars", "count", "seed", "entries", "capacity", "number"}
    return 3 if name in numbers else f"<{name}>"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("code", sorted(CODES))
def test_every_code_has_words_in_both_languages(code: str, lang: str) -> None:
    template = MESSAGES.get(code)
    assert template is not None, f"{code}: no English template in taikai.i18n.messages"
    params = {name: sample(name) for name in i18n.placeholders(template)}
    text = i18n.message(code, params, lang)
    assert "{" not in text and all(str(value) in text for value in params.values())
    if lang == "ja":
        assert i18n.text(template, "ja") != template, f"{code}: no Japanese"


def test_a_basis_inside_a_warning_is_worded_in_the_same_language() -> None:
    at = OPENING + timedelta(hours=1)
    twice = [Entry(i, at, "Aki Tanaka", "quiz", date(1999, 4, 1)) for i in ("e1", "e2")]
    (warning,) = register(twice, RON, Schedule(OPENING, date(2022, 3, 26)), seed=1).warnings
    assert "（名前と生年月日が同じ）" in i18n.words(warning, "ja")
    assert "(the same name and birth date)" in i18n.words(warning, "en") == warning.message


# --- every code produced is enumerated -----------------------------------------------------------


def points(rng: random.Random) -> tuple[int, ...]:
    cuts = sorted(rng.randrange(1001) for _ in range(3))
    return tuple(100 * x for x in (cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 1000 - cuts[2]))


def event(seed: int, tied: bool) -> tuple[list[Player], list[list[TableResult]]]:
    """A whole event of 16 players (two professionals); ``tied``: every game 25000 each (ties everywhere)."""
    rng = random.Random(seed)
    entrants = [Player(f"p{i}", f"Name {i}", pro=i in (3, 9)) for i in range(1, 17)]
    draw = draw_rounds([p.id for p in entrants], 5, seed=seed, max_steps=200)
    score = (lambda: (25000,) * 4) if tied else (lambda: points(rng))
    rounds = [[TableResult(t, score()) for t in tables] for tables in draw.rounds]
    rounds.insert(1, rounds[0])  # a round pasted twice
    rounds = rounds[:5]
    final = run_event(RON, entrants, rounds, RULESET).final_tables
    rounds.append([TableResult(t.seats, score()) for t in final])
    return entrants, rounds


def test_every_code_the_engines_produce_is_enumerated() -> None:
    produced: set[str] = set()
    reports = []
    for seed in range(6):
        entrants, rounds = event(seed, tied=seed % 2 == 0)
        report = run_event(RON, entrants, rounds, RULESET)
        reports.append((entrants, report))
        produced |= {n.code for n in report.notes} | {w.code for w in report.warnings}
    for seed in range(4):
        rng = random.Random(seed)
        entries = [
            Entry(
                f"e{i}",
                OPENING + timedelta(minutes=rng.randrange(-60, 36 * 60)),  # most on the opening day
                rng.choice(["Aki", "Ben"]),
                rng.choice(["quiz"] * 8 + [""]),
                rng.choice([date(1990, 1, 1)] * 8 + [None, date(2010, 1, 1)]),
                pro=i % 9 == 0,
            )
            for i in range(60)
        ]
        leavers = [
            Withdrawal(f"e{rng.randrange(45)}", OPENING + timedelta(days=rng.randrange(5))) for _ in range(5)
        ]
        result = register(entries, RON, Schedule(OPENING, date(2022, 3, 26)), seed, leavers)
        produced |= {d.reason.code for d in result.log} | {w.code for w in result.warnings}
    stars = [event_stars(f"event {i}", report, entrants) for i, (entrants, report) in enumerate(reports)]
    series = run_series([*stars, replace(stars[0], event="again")], RON, field_size=5)
    produced |= {s.reason.code for s in series.standings} | {n.code for n in series.notes}
    produced |= {w.code for w in series.warnings}
    assert produced <= CODES, produced - CODES
    assert len(produced) >= 25  # the runs above reach most decisions (the others: their own tests)


def test_no_code_is_written_as_a_bare_string() -> None:
    """Reasons, warnings and errors of the tournament's modules are built from the enumerated codes."""
    root = Path(taikai.__file__).parent
    paths = [*(root / "competitions" / "tournament").glob("*.py"), root / "contracts" / "tournament.py"]
    paths.append(root / "cli" / "tournament.py")
    builders = {"of", "why", "warn", "located", "Reason", "InputWarning"}
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            bare = isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
            # AssertionError: an invariant of taikai's own; ValueError: a pydantic validator's message,
            # worded with pydantic's own (English) messages by the shared validation formatter
            error = name.endswith("Error") and name not in ("AssertionError", "ValueError")
            assert not (bare and (name in builders or error)), f"{path.name}:{node.lineno}"


# --- the commands speak the language asked for ---------------------------------------------------


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    entrants, rounds = event(1, tied=False)
    data = {
        "format": "ron-of-20xx",
        "title": "Ron of 2022春",
        "players": [{"id": p.id, "name": p.name, "pro": p.pro} for p in entrants],
        "rounds": [[{"seats": list(t.seats), "points": list(t.points)} for t in r] for r in rounds],
    }
    path = tmp_path / "event.json"
    path.write_text(json.dumps(data, ensure_ascii=False))
    return path


def test_run_speaks_japanese(event_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TAIKAI_LANG", raising=False)
    ja = runner.invoke(app, ["tournament", "run", str(event_file), "--lang", "ja"], env={"COLUMNS": "80"})
    assert ja.exit_code == 0, ja.output
    for words in (
        "6回戦終了時の順位",
        "最終戦の卓組（持越スコア）",
        "優勝者決定卓",
        "結果",
        "総合1位",
        "卓内1位",
        "各半荘：開始から50分",
    ):
        assert words in ja.stdout, words
    assert "Standings" not in ja.stdout and "note:" not in ja.stdout
    assert "注：" in ja.stdout and "（プロ）" in ja.stdout
    en = runner.invoke(app, ["tournament", "run", str(event_file)])
    assert "Standings after round 6" in en.stdout and "every game: a 50-minute time limit" in en.stdout
    env = runner.invoke(
        app, ["tournament", "run", str(event_file)], env={"TAIKAI_LANG": "ja", "COLUMNS": "80"}
    )
    assert env.stdout == ja.stdout
    data = json.loads(
        runner.invoke(app, ["tournament", "run", str(event_file), "--json", "--lang", "ja"]).stdout
    )
    assert data["notes"] and all(
        n["message"] == i18n.message(n["code"], n["params"], "ja") for n in data["notes"]
    )
    assert (
        data["warnings"][0]["code"] == "repeated_round"
        and "二重に貼り付けていませんか" in data["warnings"][0]["message"]
    )


def test_register_speaks_japanese(tmp_path: Path) -> None:
    entries = [
        {"id": f"e{i}", "name": f"参加者{i}", "submitted_at": (OPENING + timedelta(minutes=i)).isoformat()}
        | {"profile": "クイズ研究会", "birth_date": "1990-01-01", "discounts": ["student"] if i == 1 else []}
        for i in range(1, 27)
    ]
    entries.append({"id": "early", "submitted_at": "2022-02-25T23:59:00+09:00", "profile": "q"})
    data = {"format": "ron-of-20xx", "title": "Ron of 2022春", "opens_at": OPENING.isoformat()}
    data |= {"event_date": "2022-03-26", "seed": 5, "entries": entries}
    path = tmp_path / "registration.json"
    path.write_text(json.dumps(data, ensure_ascii=False))
    answer = json.loads(
        runner.invoke(app, ["tournament", "register", str(path), "--json", "--lang", "ja"]).stdout
    )
    early = next(d for d in answer["decisions"] if d["entry"] == "early")
    assert early["status"] == "invalid" and early["reason_code"] == "entry_before_opening"
    assert early["reason"] == "2022-02-25 23:59のエントリーは受付開始（2022-02-26 00:00）前のため無効"
    assert early["reason_params"] == {"at": "2022-02-25T23:59+09:00", "opening": "2022-02-26T00:00+09:00"}
    sheet = runner.invoke(app, ["tournament", "register", str(path), "--lang", "ja"], env={"COLUMNS": "100"})
    text = " ".join(sheet.stdout.split())
    for words in (
        "エントリー（シード5）",
        "参加決定",
        "補欠1番",
        "無効",
        "4000円（student）",
        "参加者24人、プロ雀士0人、補欠2人",
    ):
        assert words in text, words
    assert "受付初日の抽選：26人で定員24人、シード5" in text


def test_errors_speak_japanese() -> None:
    out = runner.invoke(
        app, ["tournament", "seat", "--players", "30", "--rounds", "5", "--json", "--lang", "ja"]
    )
    error = json.loads(out.stdout)["error"]
    assert out.exit_code == 1 and error["code"] == "bad_player_count"
    assert (
        error["message"]
        == "30人では4人卓が埋まらない：あと2人加える（スタッフのプロ雀士など）か、2人減らしてください"
    )
    sheets = runner.invoke(
        app, ["tournament", "seat", "--players", "8", "--rounds", "2", "--steps", "20", "--lang", "ja"]
    )
    assert "1回戦" in sheets.stdout and "東" in sheets.stdout and "シード0：再同卓" in sheets.stdout


def test_series_speaks_japanese(tmp_path: Path, event_file: Path) -> None:
    series = {"format": "ron-of-20xx", "field_size": 4, "events": [{"event": "春", "file": event_file.name}]}
    series["events"].append({"event": "夏", "winner": "p99", "stars": {"p98": 12}})
    path = tmp_path / "series.json"
    path.write_text(json.dumps(series, ensure_ascii=False))
    readable = runner.invoke(app, ["tournament", "series", str(path), "--lang", "ja"])
    assert readable.exit_code == 0 and "シリーズ" in readable.stdout and "出場者：" in readable.stdout
    answer = json.loads(
        runner.invoke(app, ["tournament", "series", str(path), "--json", "--lang", "ja"]).stdout
    )
    winner = next(s for s in answer["standings"] if s["player"] == "p99")
    assert winner["why_code"] == "series_winner" and winner["why"] == "大会優勝（★0）"
