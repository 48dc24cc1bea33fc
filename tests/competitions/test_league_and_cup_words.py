"""Every code the league and the cup can give has its words in English and in Japanese.

The codes come from the registries next to the code that gives them (the engines, the contracts, the
commands); a source scan checks that every code written in those modules is registered, so a new code
without words fails here.
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from pathlib import Path

import pytest
from typer.testing import CliRunner

from taikai import i18n
from taikai.cli import cup as cup_cli
from taikai.cli import league as league_cli
from taikai.cli.main import app
from taikai.competitions import cup, suspicious
from taikai.competitions.league import codes as league_codes
from taikai.contracts import cup as cup_contract
from taikai.contracts import league as league_contract
from taikai.contracts import wording
from taikai.i18n.messages import MESSAGES
from taikai.reasons import Reason

runner = CliRunner()
SRC = Path(__file__).resolve().parents[2] / "src" / "taikai"
REGISTRIES = {
    "competitions/league": league_codes.CODES,
    "contracts/league.py": league_contract.CODES,
    "cli/league.py": league_cli.LABELS,
    "competitions/cup.py": cup.CODES,
    "contracts/cup.py": cup_contract.CODES,
    "cli/cup.py": cup_cli.LABELS,
    "contracts/wording.py": wording.CODES,
    "competitions/suspicious.py": suspicious.CODES,
}
CODES = {code: params for registry in REGISTRIES.values() for code, params in registry.items()}


def sample(params: tuple[str, ...]) -> dict[str, object]:
    """A value of each parameter (a number, so that a format such as {count:,} applies too)."""
    return {name: 1234 for name in params}


@pytest.mark.parametrize("code", sorted(CODES))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_code_is_worded_in_both_languages(code, lang):
    template = MESSAGES.get(code)
    assert template is not None, f"{code} has no template in taikai.i18n.messages"
    assert i18n.placeholders(template) == set(CODES[code]), code
    words = i18n.message(code, sample(CODES[code]), lang)
    assert words and "{" not in words.replace("{'", "")
    if lang == "ja":
        assert words != i18n.message(code, sample(CODES[code]), "en"), f"{code} has no Japanese"


def _sources() -> str:
    files = [*(SRC / "competitions" / "league").glob("*.py")]
    files += [SRC / name for name in REGISTRIES if name.endswith(".py")]
    return "\n".join(path.read_text(encoding="utf-8") for path in files)


def test_every_code_the_source_gives_is_registered():
    # the codes of Reason("code", ...), Reason.of("code", ...), SomeError.of("code", ...),
    # InputWarning.of("code", ...), _text("code", ...), note("code", ...) ... in the league's and the cup's
    # modules
    given = set(re.findall(r"""(?:Reason|\.of|_text|message|note|problem)\(\s*"([a-z_]+)\"""", _sources()))
    assert given - set(CODES) == set()


def test_every_registered_code_is_given_somewhere():
    # each code is written at least twice: in its registry, and where it is given
    text = _sources()
    unused = {code for code in CODES if len(re.findall(f'"{code}"', text)) < 2}
    assert unused == set()


def test_a_reason_in_parts_is_joined_by_the_catalogs_separator():
    parts = (
        Reason.of("league_top_met", games=9, top=Decimal("5.0"), limit=Decimal(60)),
        Reason("league_stays"),
    )
    assert wording.Wording("en").parts(parts) == "9 games, top 5.0% <= 60%: +1; stays"
    assert wording.Wording("ja").parts(parts) == "9戦、上位5.0%（60%以内）：昇級+1、残留"


def test_a_group_list_is_joined_in_each_language():
    why = Reason.of("league_pool_first", groups=("D", "C"))
    assert wording.Wording("en")(why) == "rank 1 among D, C: +1"
    assert wording.Wording("ja")(why) == "D、Cランク内でスコア順位1位：昇級+1"


# --------------------------------------------------------------------------- the commands speak Japanese

NAMES = ["Aki", "Ben", "Cho", "Dan", "Eri", "Fu"]
G1 = {"seats": ["p1", "p2", "p3", "p4"], "points": [48000, 31000, 12000, 9000]}
EXAMPLE = {
    "format": "hitonazo-m",
    "players": [{"id": f"p{i}", "name": name} for i, name in enumerate(NAMES, 1)],
    "games": [
        {"id": "g1", "played_at": "2025-03-02T21:00:00+09:00", **G1},
        {
            "id": "g2",
            "played_at": "2025-03-03T22:10:00+09:00",
            "scores": {"p1": 12.3, "p2": -5.0, "p5": 20.0},
        },
        {"id": "g9", "played_at": "2025-03-27T22:10:00+09:00", "scores": {"p1": 1.0, "p2": -1.0, "p5": 0}},
        {"id": "g1-again", "played_at": "2025-03-02T21:00:00+09:00", **G1},
    ],
}
EXAMPLE["games"][1]["scores"]["p6"] = -27.3  # type: ignore[index]
EXAMPLE["games"][2]["scores"]["p6"] = 0  # type: ignore[index]


def _league(tmp_path: Path) -> Path:
    path = tmp_path / "league.json"
    path.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    return path


def test_league_run_json_in_japanese_keeps_the_codes(tmp_path):
    out = json.loads(
        runner.invoke(app, ["league", "run", str(_league(tmp_path)), "--json", "--lang", "ja"]).stdout
    )
    (season,) = out["seasons"]
    first = season["standings"][0]
    # p1: g1 68.0 twice (the probable duplicate counts) + 12.3 = 148.3 in 3 games, 5 needed
    assert (first["player"], first["score"], first["games"]) == ("p1", 148.3, 3)
    assert first["why"] == "3戦（昇級には5戦が必要）" and first["why_code"] == ["not_enough_games"]
    assert season["void_why"] == "参加者6人の誰も昇級条件を満たさなかったため、このシーズンは昇降級なし"
    assert season["void_why_code"] == "league_void_season"
    assert (
        season["rank_champions_why"]["D"]
        == "Dランク以下に昇級条件を満たしたプレイヤーがいないため、Dランク内優勝者なし"
    )
    (rejected,) = out["rejected"]
    assert (rejected["game"], rejected["code"]) == ("g9", "maintenance")
    assert rejected["message"].startswith("2025-03-27（Asia/Tokyo）の対局はメンテナンス期間（26日から月末）")
    (warning,) = out["warnings"]
    assert warning["code"] == "probable_duplicate" and warning["message"].startswith("対局g1とg1-againは")


def test_league_run_readable_in_japanese_at_80_columns(tmp_path, monkeypatch):
    from rich.cells import cell_len

    monkeypatch.setenv("COLUMNS", "80")
    result = runner.invoke(app, ["league", "run", str(_league(tmp_path)), "--lang", "ja"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "シーズン2025-03：参加者6人（暫定：未確定）"
    assert any(line.startswith("順位 ランク") for line in lines)
    assert "      3戦（昇級には5戦が必要）" in lines
    assert all(cell_len(line) <= 80 for line in lines), [line for line in lines if cell_len(line) > 80]
    text = "".join(line.strip() for line in lines)
    assert "運営が認めない限りどのシーズンにも属しません" in text  # the whole reason, wrapped, not cut


def test_league_errors_in_japanese(tmp_path):
    path = tmp_path / "league.json"
    path.write_text(json.dumps({"players": [{"id": "a", "tier": "E1"}]}), encoding="utf-8")
    error = json.loads(runner.invoke(app, ["league", "run", str(path), "--json", "--lang", "ja"]).stdout)[
        "error"
    ]
    assert error == {
        "code": "bad_league",
        "message": "players[0].tier：ランク'E1'はありません（D3、C3、B3、A3、S1のように書きます）",
    }


def test_the_environment_chooses_the_language(tmp_path, monkeypatch):
    monkeypatch.setenv("TAIKAI_LANG", "ja_JP.UTF-8")
    out = json.loads(runner.invoke(app, ["league", "run", str(_league(tmp_path)), "--json"]).stdout)
    assert out["seasons"][0]["standings"][0]["why"] == "3戦（昇級には5戦が必要）"
    english = json.loads(
        runner.invoke(app, ["league", "run", str(_league(tmp_path)), "--json", "--lang", "en"]).stdout
    )
    assert english["seasons"][0]["standings"][0]["why"] == "3 games, 5 needed for promotion"


def test_cup_run_in_japanese(tmp_path):
    data = {
        "format": "itsuka-chuuren",
        "players": [{"id": f"p{i}", "name": n} for i, n in enumerate(["Aki", "Ben", "Chie", "Dan"], 1)],
        "games": [
            {"id": "g1", "played_at": "2025-03-30T20:00:00+09:00", "seats": ["p1", "p2", "p3", "p4"],
             "points": [27000, 22300, 34400, 15300], "deposits": 1},
            {"id": "g2", "played_at": "2025-03-31T20:00:00+09:00", "seats": ["p1", "p2", "p3", "p9"],
             "points": [25000, 25000, 25000, 25000]},
        ],
    }  # fmt: skip
    path = tmp_path / "cup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out = json.loads(runner.invoke(app, ["cup", "run", str(path), "--json", "--lang", "ja"]).stdout)
    assert out["rejected"] == [{"game": "g2", "code": "unknown_player", "message": "未登録のプレイヤー：p9"}]
    readable = runner.invoke(app, ["cup", "run", str(path), "--lang", "ja"], env={"COLUMNS": "100"}).stdout
    assert (
        "順位" in readable
        and "1着" in readable
        and "集計しない対局g2（unknown_player）：未登録のプレイヤー：p9" in readable
    )
    missing = runner.invoke(app, ["cup", "run", str(path), "--json", "--month", "2025-05", "--lang", "ja"])
    assert json.loads(missing.stdout)["error"] == {
        "code": "unknown_month",
        "message": "2025-05に対局はありません（対局のある月：2025-03）",
    }


def test_column_headers_have_as_many_labels_in_both_languages():
    # a table head is one message of labels between "|": the commands lay one label out per column
    heads = [code for code in (*league_cli.LABELS, *cup_cli.LABELS) if "|" in MESSAGES[code]]
    assert heads
    for code in heads:
        english, japanese = (i18n.message(code, {}, lang).split("|") for lang in ("en", "ja"))
        assert len(english) == len(japanese), code
