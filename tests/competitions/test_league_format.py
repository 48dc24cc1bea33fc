"""The league format as data: the preset, TOML both ways, errors naming the field, and a copied format
with changed thresholds changing exactly the decisions worked out by hand."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import FormatError, LeagueFormat
from taikai.competitions.league import League, Player, ladder, run_league
from taikai.competitions.league.season import compute_season

runner = CliRunner()
HITONAZO = formats.load("hitonazo-m", LeagueFormat)
D = Decimal


def copied(groups: dict[int, dict[str, Any]] | None = None, **changes: Any) -> LeagueFormat:
    """The preset copied as a format file would be, with some fields changed (``groups``: by index)."""
    data = formats.to_mapping(HITONAZO) | {"name": "copy", **changes}
    data["groups"] = [group | (groups or {}).get(index, {}) for index, group in enumerate(data["groups"])]
    return formats.from_mapping(data, "copy.toml", LeagueFormat)


# --------------------------------------------------------------------------- the preset


def test_the_preset_is_seed_000():
    # COMPETITIONS.md A: the season window, the groups' conditions, the annual points, the bracket
    assert (HITONAZO.kind, HITONAZO.ruleset, HITONAZO.timezone) == ("league", "hitonazo-m", "Asia/Tokyo")
    assert (HITONAZO.season_last_day, HITONAZO.year_first_month, HITONAZO.max_steps) == (25, 12, 2)
    rows = [
        (g.name, g.levels, g.games_needed, g.promote_top, g.small_field_below, g.demote_bottom)
        for g in HITONAZO.groups
    ]
    assert rows == [
        ("D", 3, 5, 60, None, None),
        ("C", 3, 5, 45, None, 20),
        ("B", 3, 7, 30, None, 35),
        ("A", 3, 9, 15, 7, 50),
        ("S", None, 9, 15, 7, 65),
    ]
    points = [p for g in HITONAZO.groups for p in g.annual_points]
    assert points == [D(p) / 10 for p in (10, 11, 12, 20, 21, 22, 30, 31, 32, 40, 41, 42, 50)]
    assert (HITONAZO.season_champion_points, HITONAZO.rank_champion_points) == (D("50.0"), D("10.0"))
    bracket = HITONAZO.championship
    assert bracket.seeding == (("final", 2), ("q1_1", 4), ("q1_2", 4), ("q1_3", 4))
    assert (bracket.final_hanchan, bracket.last_hanchan, bracket.special_promotion) == (3, 1, (3, 2, 1, 1))
    assert ladder(HITONAZO).parse_tier("E") == 0  # "rank E" is the lowest tier


def test_show_toml_writes_a_commented_file_that_loads_back_equal(tmp_path):
    result = runner.invoke(app, ["formats", "show", "hitonazo-m", "--toml"])
    assert result.exit_code == 0
    assert (
        result.stdout.splitlines().count("[[groups]]") == 5
        and "# Step 1 also needs a top percentile" in result.stdout
    )
    assert formats.from_toml(result.stdout, "shown", LeagueFormat) == HITONAZO
    path = tmp_path / "mine.toml"
    path.write_text(result.stdout.replace('name = "hitonazo-m"', 'name = "mine"'), encoding="utf-8")
    check = runner.invoke(app, ["formats", "check", str(path)])
    assert check.exit_code == 0 and "same format as the preset hitonazo-m" in check.stdout


def test_list_show_and_diff_know_the_league_format():
    listed = json.loads(runner.invoke(app, ["formats", "list", "--json"]).stdout)
    assert {"name": "hitonazo-m", "kind": "league", "ruleset": "hitonazo-m"}.items() <= next(
        row for row in listed if row["name"] == "hitonazo-m"
    ).items()
    shown = json.loads(runner.invoke(app, ["formats", "show", "hitonazo-m", "--json"]).stdout)
    assert shown["groups"][0]["promote_top"] == 60 and shown["championship"]["halving"] == "up"
    table = runner.invoke(app, ["formats", "show", "hitonazo-m"], env={"COLUMNS": "160"}).stdout
    assert "groups[0].promote_top" in table and "Step 1 also needs a top percentile" in table


def test_diff_names_the_changed_group_fields(tmp_path):
    value = copied({0: {"promote_top": D(50)}, 1: {"games_needed": 4}})
    path = tmp_path / "copy.toml"
    path.write_text(formats.to_toml(value), encoding="utf-8")
    out = json.loads(runner.invoke(app, ["formats", "diff", "hitonazo-m", str(path), "--json"]).stdout)
    assert out == [
        {"field": "groups[0].promote_top", "a": 60, "b": 50},
        {"field": "groups[1].games_needed", "a": 5, "b": 4},
    ]


def group(**fields: Any) -> dict[str, Any]:
    return {"name": "D", "games_needed": 5, "promote_top": 60, "annual_points": [D("1.0")]} | fields


CHAMPIONSHIP = formats.to_mapping(HITONAZO)["championship"]


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        (
            {"groups": [group(promote_tpo=60)]},
            "field 'groups[0].promote_tpo': unknown field (did you mean 'groups[0].promote_top'?)",
        ),
        ({"season_last_dya": 25}, "did you mean 'season_last_day'?"),
        (
            {"groups": [group(), group(name="S", levels=1)]},
            "field 'groups[0].levels': only the last (highest) group may be open-ended",
        ),
        ({"groups": [group(levels=3)]}, "field 'groups[0].annual_points': 1 values for the group's 3 tiers"),
        ({"groups": [group(promote_top=160)]}, "field 'groups[0].promote_top'"),
        (
            {"championship": CHAMPIONSHIP | {"routes": [["final", 1, "q2"]]}},
            "field 'championship.routes[0]': the 'final' table sends nobody on",
        ),
        ({"timezone": "Asia/Tokio"}, "did you mean 'Asia/Tokyo'?"),
    ],
)
def test_a_bad_field_is_named_with_the_closest_name(changes, words):
    data = formats.to_mapping(HITONAZO) | changes
    if "season_last_dya" in changes:
        del data["season_last_day"]
    with pytest.raises(FormatError) as caught:
        formats.from_mapping(data, "mine.toml", LeagueFormat)
    assert caught.value.message.startswith("mine.toml: ") and words in caught.value.message


def test_the_engine_has_no_format_of_its_own():
    with pytest.raises(TypeError):
        League((Player("p1", "Aki"),), ())  # type: ignore[call-arg, arg-type]


# --------------------------------------------------------------------------- a copied format's decisions

# One season of ten players (registration order as listed), worked out by hand. N = 10, so the top
# percentile of rank r is r/10 and the bottom percentile (11 - r)/10.
#   rank player tier games score  preset (D 60%, C 5 games)            copy (D 50%, C 4 games)
#   1    c1     C3   4     90     4 < 5 games: stays                   10% <= 45%, best of D+C: +2 -> C1
#   2    d1     D3   5     80     20% <= 60%, best of D: +2 -> D1      the same
#   3    c2     C2   5     70     30% <= 45%: +1 -> C1 (c1 is better)  the same
#   4    d2     D3   5     60     40% <= 60%: +1                       40% <= 50%: +1
#   5    d3     D3   5     50     50% <= 60%: +1                       exactly 50%: +1
#   6    d4     D3   5     40     exactly 60%: +1 -> D2                60% > 50%: stays
#   7    d5     D2   9     30     70%: stays                           the same
#   8    c3     C1   4     20     bottom 30% > 20%: stays              4 games, but 80% > 45%: stays
#   9    c4     C1   4     10     bottom 20% <= 20%: -1 -> C2          the same
#   10   d6     D3   1      0     stays                                the same
# Champions: preset: the first qualified player is d1 (c1 does not qualify): season champion d1, D d1;
# for C the best qualified at or below C is d1, of D: no C champion. Copy: c1 qualifies first: season
# champion c1, C champion c1, D champion d1 (the best qualified of D alone).
# Annual points: preset d1 1.0 + 50 + 10 = 61.0, c1 2.0 (C3); copy d1 1.0 + 10 = 11.0, c1 2.0 + 60 = 62.0.
ROWS = [
    ("c1", 90, 4, "C3"),
    ("d1", 80, 5, "D3"),
    ("c2", 70, 5, "C2"),
    ("d2", 60, 5, "D3"),
    ("d3", 50, 5, "D3"),
    ("d4", 40, 5, "D3"),
    ("d5", 30, 9, "D2"),
    ("c3", 20, 4, "C1"),
    ("c4", 10, 4, "C1"),
    ("d6", 0, 1, "D3"),
]


def decisions(fmt: LeagueFormat) -> dict[str, Any]:
    tiers = ladder(fmt)
    result = compute_season(
        "2025-03",
        {p: D(score) for p, score, _, _ in ROWS},
        {p: games for p, _, games, _ in ROWS},
        {p: tiers.parse_tier(tier) for p, _, _, tier in ROWS},
        {p: i for i, (p, *_) in enumerate(ROWS)},
        fmt,
    )
    out: dict[str, Any] = {
        (s.player, "move"): (s.promotion, s.demotion, tiers.tier_name(s.next_tier)) for s in result.standings
    }
    out["champion"] = result.champion
    out.update({("rank_champion", g): p for g, p in result.rank_champions.items()})
    out.update({("annual", p): pts for p, pts in result.annual_points.items()})
    return out


def test_a_copied_format_changes_exactly_the_decisions_worked_by_hand():
    preset = decisions(HITONAZO)
    assert preset[("c1", "move")] == (0, 0, "C3") and preset[("d4", "move")] == (1, 0, "D2")
    assert preset[("c4", "move")] == (0, 1, "C2") and preset[("c2", "move")] == (1, 0, "C1")
    copy = decisions(copied({0: {"promote_top": D(50)}, 1: {"games_needed": 4}}))
    changed = {key: (preset[key], copy[key]) for key in preset if preset[key] != copy[key]}
    assert changed == {
        ("c1", "move"): ((0, 0, "C3"), (2, 0, "C1")),
        ("d4", "move"): ((1, 0, "D2"), (0, 0, "D3")),
        "champion": ("d1", "c1"),
        ("rank_champion", "C"): (None, "c1"),
        ("annual", "d1"): (D("61.0"), D("11.0")),
        ("annual", "c1"): (D("2.0"), D("62.0")),
    }


def test_nothing_is_chosen_by_the_formats_name():
    renamed = copied(name="another-league", title="Another league")
    assert decisions(renamed) == decisions(HITONAZO)


# --------------------------------------------------------------------------- through a league file


def _league_file(format_name: str) -> dict[str, Any]:
    # Five players, two rotations of five games, each game leaving one player out: 8 games each.
    # Table points 40000 / 30000 / 20000 / 10000 to the stronger players first; under hitonazo-m
    # (30000 returned, uma +50 +10 -10 -30): +60.0, +10.0, -20.0, -50.0. One rotation gives
    # p1 4 x 60 = 240, p2 3 x 10 + 60 = 90, p3 2 x -20 + 2 x 10 = -20, p4 -50 - 2 x 20 - ... = -110,
    # p5 -200; two rotations double them. N = 5: top 20%, 40%, 60%, 80%, 100%.
    players = [f"p{i}" for i in range(1, 6)]
    games = []
    for rotation in range(2):
        for out in reversed(players):
            seats = [p for p in players if p != out]
            day = 2 + rotation * 5 + players.index(out)
            games.append(
                {
                    "id": f"g{rotation}{out}",
                    "played_at": f"2025-03-{day:02d}T21:00:00+09:00",
                    "seats": seats,
                    "points": [40000, 30000, 20000, 10000],
                }
            )
    return {"format": format_name, "players": [{"id": p} for p in players], "games": games}


def test_a_league_file_names_a_copied_format_file_in_its_folder(tmp_path: Path):
    toml = formats.to_toml(HITONAZO).replace('name = "hitonazo-m"', 'name = "fifty"', 1)
    toml = toml.replace("promote_top = 60", "promote_top = 50", 1)  # group D
    (tmp_path / "fifty.toml").write_text(toml, encoding="utf-8")
    outputs = {}
    for name in ("hitonazo-m", "fifty.toml"):
        path = tmp_path / f"league-{name}.json"
        path.write_text(json.dumps(_league_file(name)), encoding="utf-8")
        result = runner.invoke(app, ["league", "run", str(path), "--json"])
        assert result.exit_code == 0, result.output
        (season,) = json.loads(result.stdout)["seasons"]
        outputs[name] = {
            s["player"]: (s["score"], s["promotion"], s["next_tier"], s["why"]) for s in season["standings"]
        }
    preset, copy = outputs["hitonazo-m"], outputs["fifty.toml"]
    assert [preset[p][0] for p in preset] == [480.0, 180.0, -40.0, -220.0, -400.0]
    # p3 is rank 3 of 5: exactly 60% promotes under the preset, not under 50%; nothing else differs
    assert preset["p3"] == (-40.0, 1, "D2", "8 games, top 60.0% <= 60%: +1")
    assert copy["p3"] == (-40.0, 0, "D3", "8 games, top 60.0% > 50%; stays")
    decided = {p: v[:3] for p, v in preset.items() if p != "p3"}
    assert decided == {p: v[:3] for p, v in copy.items() if p != "p3"}
    assert copy["p2"][3] == "8 games, top 40.0% <= 50%: +1"  # the copy's limit in the reason


def test_a_format_file_out_of_the_league_files_folder_is_refused(tmp_path: Path):
    path = tmp_path / "league.json"
    path.write_text(json.dumps(_league_file("../elsewhere.toml")), encoding="utf-8")
    result = runner.invoke(app, ["league", "run", str(path), "--json"])
    error = json.loads(result.stdout)["error"]
    assert result.exit_code == 1 and error["code"] == "bad_format"
    assert "neither a format preset nor a path inside the folder" in error["message"]


def test_the_league_files_timezone_replaces_the_formats():
    # 2025-03-25T23:30 UTC is 2025-03-26 08:30 in Tokyo (maintenance) but the 25th in UTC (the season)
    data = _league_file("hitonazo-m") | {"timezone": "UTC"}
    data["games"] = [data["games"][0] | {"played_at": "2025-03-25T23:30:00+00:00"}]
    from taikai.contracts.league import parse_league

    read = parse_league(data, "league.json")
    assert read.league.format.timezone == "UTC" and read.league.format.name == "hitonazo-m"
    result = run_league(read.league, read.ruleset)
    assert [s.season for s in result.seasons] == ["2025-03"] and not result.rejected
