"""Ruleset files: only regular files the operator named, bounded, inside the naming file's folder,
and messages that never show another file's contents or tell whether a path outside exists."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

import pytest

from taikai.contracts.rules import RULESET_LIMIT, load_ruleset, read_ruleset_file
from taikai.errors import RulesetError, TaikaiError
from taikai.rules import load
from taikai.rules.describe import to_toml

CLUB = 'name = "club"\ntitle = "Our club"\nopen_tanyao = false\n'


def message_of(name: str, base: Path | None) -> str:
    with pytest.raises(TaikaiError) as caught:
        load_ruleset(name, base=base)
    return caught.value.message


def test_a_preset_by_name_and_a_file_by_path(tmp_path: Path) -> None:
    assert load_ruleset("tenhou", base=None) is load("tenhou")
    (tmp_path / "club.toml").write_text(CLUB)
    assert load_ruleset(str(tmp_path / "club.toml"), base=None).open_tanyao is False
    assert load_ruleset("club.toml", base=tmp_path).title == "Our club"
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "club.toml").write_text(CLUB)
    assert load_ruleset("rules/club.toml", base=tmp_path).name == "club"


def test_a_name_that_is_neither_is_an_unknown_preset_without_touching_the_disk(tmp_path: Path) -> None:
    (tmp_path / "club").write_text(CLUB)  # a file of that name does not make it a path
    message = message_of("club", tmp_path)
    assert message.startswith("no ruleset named 'club'") and "ending in .toml" in message
    assert "did you mean 'mleague'" in message_of("mleage", None)


def test_a_gzipped_ruleset_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    path.write_bytes(gzip.compress(to_toml(load("ron-of-20xx")).encode()))
    assert read_ruleset_file(path) == load("ron-of-20xx")


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda p: p.mkdir(), "not a regular file (a folder)"),
        (lambda p: os.mkfifo(p), "not a regular file (a pipe)"),
        (lambda p: p.write_bytes(b"name = \xff\n"), "not UTF-8 text"),
        (lambda p: p.write_bytes(b"x" * (RULESET_LIMIT + 1)), "larger than 1 MiB"),
        (lambda p: p.write_bytes(gzip.compress(b"name = 'x'\n")[:20]), "truncated gzip"),
        (lambda p: None, "no such file"),
    ],
)
def test_a_file_that_cannot_be_read_is_one_clear_error(tmp_path: Path, make, words) -> None:
    path = tmp_path / "r.toml"
    make(path)
    with pytest.raises(TaikaiError) as caught:
        read_ruleset_file(path)
    assert words in caught.value.message and len(caught.value.message.splitlines()) == 1


def test_a_device_is_refused_without_reading_it() -> None:
    assert "not a regular file (a device)" in message_of("/dev/zero", None)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("name = \n", "not valid TOML: Invalid value (at line 1, column 8)"),
        ("a = " + "[" * 5000 + "]" * 5000, "nested too deeply"),
        ("start_points = " + "1" * 5000, "a number has more digits"),
    ],
)
def test_toml_errors_name_the_place_not_the_text(tmp_path: Path, text, words) -> None:
    path = tmp_path / "r.toml"
    path.write_text(text)
    with pytest.raises(RulesetError) as caught:
        read_ruleset_file(path)
    assert words in caught.value.message and "1111111111" not in caught.value.message


def test_a_file_that_is_not_a_ruleset_is_not_echoed(tmp_path: Path) -> None:
    # a project's TOML named as a ruleset: none of its keys or values appear in the message
    path = tmp_path / "pyproject.toml"
    path.write_text('[project]\nname = "secret-app"\n[tool.db]\npassword = "hunter2"\n')
    with pytest.raises(RulesetError) as caught:
        read_ruleset_file(path)
    message = caught.value.message
    assert "not a ruleset file" in message
    for secret in ("secret-app", "hunter2", "password", "project", "tool"):
        assert secret not in message.replace(str(path), "")
    # an empty file has no ruleset field either
    path.write_text("")
    with pytest.raises(RulesetError, match="not a ruleset file"):
        read_ruleset_file(path)


def test_a_ruleset_with_a_typo_is_still_a_ruleset_and_gets_the_closest_name(tmp_path: Path) -> None:
    path = tmp_path / "typo.toml"
    path.write_text('name = "x"\nkiriage_manga = true\n')
    with pytest.raises(
        RulesetError, match=r"field 'kiriage_manga': unknown field \(did you mean 'kiriage_mangan'"
    ):
        read_ruleset_file(path)


@pytest.mark.parametrize("name", ["../club.toml", "sub/../../club.toml", "/etc/club.toml", "~/club.toml"])
def test_a_path_a_file_names_outside_its_folder_is_refused_the_same_whether_it_exists(
    tmp_path: Path, name: str
) -> None:
    folder = tmp_path / "league"
    folder.mkdir()
    (tmp_path / "club.toml").write_text(CLUB)  # ../club.toml exists
    message = message_of(name, folder)
    assert "must be a path inside that file's folder" in message
    absent = message_of(name.replace("club", "nothing"), folder)
    assert absent == message.replace("club", "nothing")
    assert "no such file" not in message


def test_a_symlink_out_of_the_folder_is_refused_like_a_path_out(tmp_path: Path) -> None:
    folder = tmp_path / "league"
    folder.mkdir()
    (tmp_path / "club.toml").write_text(CLUB)
    (folder / "link.toml").symlink_to(tmp_path / "club.toml")
    (folder / "dangling.toml").symlink_to(tmp_path / "nothing.toml")
    assert "inside that file's folder" in message_of("link.toml", folder)
    assert "inside that file's folder" in message_of("dangling.toml", folder)
    # a symlink that stays inside is a file inside
    (folder / "real.toml").write_text(CLUB)
    (folder / "inner.toml").symlink_to(folder / "real.toml")
    assert load_ruleset("inner.toml", base=folder).name == "club"
    # the operator may name any path, links included
    assert load_ruleset(str(folder / "link.toml"), base=None).name == "club"
