"""Competition formats as data: the cup format's model, presets, loading, TOML and `taikai formats`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from taikai import rules
from taikai.cli.common import console, err_console
from taikai.cli.main import app
from taikai.competitions import formats
from taikai.competitions.formats import CupFormat, FormatError, FormatModel, Ties
from taikai.contracts.formats import format_ruleset, load_format

runner = CliRunner()
CUP = formats.load("itsuka-chuuren", CupFormat)


@pytest.fixture(autouse=True)
def wide_console() -> Iterator[None]:
    """Output 200 columns wide, so that a description or an error with a long path is not wrapped."""
    saved = console._width, err_console._width  # restoring through the width property would fix it at 80
    console.width = err_console.width = 200
    yield
    console._width, err_console._width = saved


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, ["formats", *args])
    assert not isinstance(result.exception, Exception) or isinstance(result.exception, SystemExit), (
        f"traceback instead of a message: {result.exception!r}"
    )
    return result.exit_code, result.output


# --------------------------------------------------------------------------- the preset


def test_the_preset_names_its_ruleset_and_the_cups_choices() -> None:
    assert "itsuka-chuuren" in formats.preset_names()
    assert (CUP.kind, CUP.name, CUP.ruleset, CUP.timezone) == (
        "cup",
        "itsuka-chuuren",
        "itsuka-chuuren",
        "Asia/Tokyo",
    )
    assert (CUP.period.value, CUP.ties) == ("month", Ties.shared)
    assert format_ruleset(CUP) == rules.load("itsuka-chuuren")


def test_every_preset_loads_and_its_ruleset_loads() -> None:
    for name in formats.preset_names():
        value = formats.load(name)
        assert value.name == name and value.kind in formats.KINDS
        format_ruleset(value)


def test_a_format_is_frozen() -> None:
    with pytest.raises(Exception, match="frozen"):
        CUP.ties = Ties.count_back  # type: ignore[misc]


# --------------------------------------------------------------------------- errors naming the field


def mapping(**changes: Any) -> dict[str, Any]:
    return formats.to_mapping(CUP) | changes


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (mapping(timezon="UTC"), "field 'timezon': unknown field (did you mean 'timezone'?)"),
        (mapping(tie="shared"), "field 'tie': unknown field (did you mean 'ties'?)"),
        (
            mapping(colour=3),
            "field 'colour': unknown field (valid: schema_version, kind, name, title, source, ruleset,",
        ),
        (mapping(ties="split"), "field 'ties': Input should be 'shared' or 'count_back'"),
        (mapping(period="week"), "field 'period': Input should be 'month'"),
        (
            mapping(timezone="Asia/Tokio"),
            "field 'timezone': unknown time zone 'Asia/Tokio' (did you mean 'Asia/Tokyo'?)",
        ),
        (mapping(name=""), "field 'name': String should have at least 1 character"),
        (mapping(schema_version=2), "field 'schema_version': version 2 is not supported"),
        ({k: v for k, v in mapping().items() if k != "ruleset"}, "field 'ruleset': missing (required)"),
        (
            {k: v for k, v in mapping().items() if k != "kind"},
            "field 'kind': missing (the kind of competition: cup",
        ),
        (mapping(kind="cupp"), "field 'kind': unknown kind 'cupp' (did you mean 'cup'?): one of cup"),
        (mapping(kind=["cup"]), "field 'kind': unknown kind ['cup']: one of cup"),
    ],
)
def test_a_bad_field_is_named_with_the_closest_valid_name(data: dict[str, Any], words: str) -> None:
    with pytest.raises(FormatError) as caught:
        formats.from_mapping(data, "my-cup.toml")
    message = caught.value.message
    assert message.startswith("my-cup.toml: ") and words in message
    assert caught.value.code == "bad_format"


@pytest.mark.parametrize("preset", formats.preset_names())
def test_a_format_file_of_any_kind_without_a_time_zone_is_refused_naming_the_field(preset: str) -> None:
    """Every kind (the tournament too) names the time zone its times are typed and shown in: a
    format file without one is refused as it is read, the field named; a format taikai stored
    before (or exported inline) without it is read in Asia/Tokyo, the zone it was run in."""
    text = formats.to_toml(formats.load(preset))
    without = "\n".join(line for line in text.splitlines() if not line.startswith("timezone"))
    assert without != text
    with pytest.raises(FormatError) as caught:
        formats.from_toml(without, "mine.toml")
    assert "mine.toml: field 'timezone': missing (required)" in caught.value.message
    written = {k: v for k, v in formats.to_mapping(formats.load(preset)).items() if k != "timezone"}
    if written["kind"] in ("cup", "tournament"):
        assert formats.written(written, "stored").timezone == "Asia/Tokyo"


def test_every_problem_is_reported_one_per_line() -> None:
    with pytest.raises(FormatError) as caught:
        formats.from_mapping(mapping(ties="x", period="y", colour="red"), "f.toml")
    assert len(caught.value.message.splitlines()) == 3


def test_invalid_toml_and_unknown_preset() -> None:
    with pytest.raises(FormatError, match=r"f\.toml: not valid TOML"):
        formats.from_toml("kind = ", "f.toml")
    with pytest.raises(FormatError, match="no format named 'itsuka' \\(did you mean 'itsuka-chuuren'\\?\\)"):
        formats.load("itsuka")


def test_a_format_of_another_kind_is_refused_by_name() -> None:
    class LeagueLike(FormatModel):
        kind: str = "league"

    other = LeagueLike(name="x", ruleset="mleague")
    with pytest.raises(FormatError, match="'x' is a format for a league, not for a cup"):
        formats.expect(other, CupFormat, "x.toml")


# --------------------------------------------------------------------------- TOML back and forth


def test_the_preset_loads_back_equal_from_its_own_show_toml_output() -> None:
    code, out = invoke("show", "itsuka-chuuren", "--toml")
    assert code == 0
    assert formats.from_toml(out, "shown", CupFormat) == CUP
    assert out.startswith("# Itsuka wa Chuuren Poutou cup")
    assert "# Players with equal scores in a period" in out  # each field's meaning as a comment


@given(
    timezone=st.sampled_from(["UTC", "Asia/Tokyo", "Europe/Paris", "America/New_York"]),
    ties=st.sampled_from(list(Ties)),
    title=st.text(max_size=60),
    name=st.text(min_size=1, max_size=20).filter(lambda text: text.strip() == text and "\\" not in text),
)
def test_any_cup_format_loads_back_equal_from_its_toml(
    timezone: str, ties: Ties, title: str, name: str
) -> None:
    value = CupFormat(name=name, title=title, ruleset="itsuka-chuuren", timezone=timezone, ties=ties)
    assert formats.from_toml(formats.to_toml(value), "copy", CupFormat) == value


# --------------------------------------------------------------------------- format files


def write(folder: Path, filename: str, **changes: Any) -> Path:
    value = formats.from_mapping(mapping(**changes), filename, CupFormat)
    path = folder / filename
    path.write_text(formats.to_toml(value), encoding="utf-8")
    return path


def test_a_format_file_next_to_the_file_naming_it(tmp_path: Path) -> None:
    write(tmp_path, "club.toml", name="club", ties="count_back")
    value = load_format("club.toml", CupFormat, base=tmp_path)
    assert (value.name, value.ties) == ("club", Ties.count_back)


@pytest.mark.parametrize("named", ["/etc/passwd", "../outside.toml", "sub/../../outside.toml", "link.toml"])
def test_a_named_file_outside_the_folder_is_refused_without_saying_whether_it_exists(
    tmp_path: Path, named: str
) -> None:
    inside = tmp_path / "cup"
    inside.mkdir()
    write(tmp_path, "outside.toml")
    (inside / "link.toml").symlink_to(tmp_path / "outside.toml")
    with pytest.raises(FormatError) as caught:
        load_format(named, CupFormat, base=inside, where="cup.json: field 'format'")
    assert "neither a format preset nor a path inside the folder" in caught.value.message
    assert "exist" not in caught.value.message and "no such file" not in caught.value.message


def test_a_missing_file_or_an_unknown_name(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="no such file"):
        load_format(str(tmp_path / "gone.toml"), CupFormat)
    with pytest.raises(
        FormatError, match="no format named 'itsuka-churen' \\(did you mean 'itsuka-chuuren'\\?\\)"
    ):
        load_format("itsuka-churen", CupFormat)


def test_a_ruleset_that_does_not_load_names_the_field(tmp_path: Path) -> None:
    path = write(tmp_path, "club.toml", ruleset="itsuka")
    with pytest.raises(FormatError, match="field 'ruleset': no ruleset named 'itsuka'"):
        format_ruleset(load_format(str(path), CupFormat), str(path))


# --------------------------------------------------------------------------- `taikai formats`


def test_list_shows_every_preset_with_its_kind_and_ruleset() -> None:
    code, out = invoke("list")
    assert code == 0 and "itsuka-chuuren" in out and "cup" in out
    code, out = invoke("list", "--json")
    assert {
        "name": "itsuka-chuuren",
        "kind": "cup",
        "ruleset": "itsuka-chuuren",
        "title": CUP.title,
        "source": CUP.source,
    } in json.loads(out)


def test_show_prints_fields_values_and_meanings() -> None:
    code, out = invoke("show", "itsuka-chuuren")
    assert code == 0
    assert "timezone" in out and "Asia/Tokyo" in out and "count_back" in out
    code, out = invoke("show", "itsuka-chuuren", "--json")
    assert json.loads(out) == {**formats.to_mapping(CUP), "schema_version": 1}


def test_diff_shows_only_the_changed_fields(tmp_path: Path) -> None:
    path = write(tmp_path, "club.toml", name="club", ties="count_back", timezone="UTC")
    code, out = invoke("diff", "itsuka-chuuren", str(path), "--json")
    assert code == 0
    assert json.loads(out) == [
        {"field": "timezone", "a": "Asia/Tokyo", "b": "UTC"},
        {"field": "ties", "a": "shared", "b": "count_back"},
    ]
    code, out = invoke("diff", "itsuka-chuuren", "itsuka-chuuren")
    assert "no field differs" in out


def test_check_a_copy_says_how_it_differs(tmp_path: Path) -> None:
    code, out = invoke("check", str(write(tmp_path, "same.toml")))
    assert code == 0 and "ok" in out and "same format as the preset itsuka-chuuren" in out
    code, out = invoke("check", str(write(tmp_path, "club.toml", name="club", ties="count_back")))
    assert code == 0 and "closest preset: itsuka-chuuren; 1 field(s) differ: ties" in out


def test_check_a_bad_file_names_each_field_and_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('kind = "cup"\nname = "x"\nruleset = "mleague"\ntimezone = "Mars/Base"\nties = "maybe"\n')
    code, out = invoke("check", str(path))
    assert code == 1
    assert "field 'timezone'" in out and "field 'ties'" in out and "2 error(s)" in out


def test_check_a_format_whose_ruleset_does_not_load_exits_1(tmp_path: Path) -> None:
    code, out = invoke("check", str(write(tmp_path, "club.toml", ruleset="nope")))
    assert code == 1 and "field 'ruleset': no ruleset named 'nope'" in out


def test_show_an_unknown_name_or_a_non_format_file_is_a_clear_error(tmp_path: Path) -> None:
    code, out = invoke("show", "itsuka")
    assert code == 1 and "did you mean 'itsuka-chuuren'" in out
    other = tmp_path / "other.toml"
    other.write_text('[project]\nname = "secret-name"\n')
    code, out = invoke("show", str(other))
    assert code == 1 and "field 'kind': missing" in out
    assert "secret-name" not in out and "project" not in out


def test_docs_name_every_field_of_the_cup_format() -> None:
    text = (Path(__file__).parents[2] / "docs" / "cup.md").read_text(encoding="utf-8")
    for field in CupFormat.model_fields:
        assert f"`{field}`" in text, field


def test_a_format_error_is_worded_in_each_language():
    # every problem of a format file is a catalog key with its parameters: the web pages and
    # --lang ja word it in Japanese, an unknown field with the closest valid name in both
    from taikai import i18n

    with pytest.raises(FormatError) as unknown_kind:
        formats.from_mapping({"kind": "cuo", "name": "x"}, "my-cup.toml")
    assert i18n.words(unknown_kind.value, "en") == (
        "my-cup.toml: field 'kind': unknown kind 'cuo' (did you mean 'cup'?): one of cup, league, "
        "tournament, staged"
    )
    assert "不明な種類 'cuo' です（'cup' のことですか？）" in i18n.words(unknown_kind.value, "ja")
    with pytest.raises(FormatError) as typo:
        formats.from_mapping(
            {"kind": "cup", "name": "x", "ruleset": "mleague", "timezon": "UTC"}, "my-cup.toml"
        )
    japanese = i18n.words(typo.value, "ja")
    assert "timezon" in japanese and "'timezone'" in japanese and "unknown field" not in japanese
    with pytest.raises(FormatError) as no_preset:
        formats.load("hitonazo")
    assert i18n.words(no_preset.value, "ja").startswith(
        "'hitonazo' という形式はありません（'hitonazo-m' のことですか？）"
    )
