"""Every code the game core, the rulesets, the records, settle, the importers, the store and their
commands can word: a template in the catalog and Japanese beside it, rendered in both languages.

The codes are enumerated from where the code lists them (the enums next to the engines, the store
errors' ``CODES``), never from a list written here; a scan of the sources checks that every key
written as a literal string is one of them.
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from taikai import i18n
from taikai.cli.codes import CliCode
from taikai.contracts.codes import ContractCode
from taikai.game.codes import GameCode
from taikai.game.engine.codes import EngineCode
from taikai.i18n.messages import MESSAGES
from taikai.importers.codes import WORDED_BY, ImportCode
from taikai.rules.codes import RulesCode
from taikai.services.codes import Say
from taikai.services.unit_of_work import Conflict, NotFound, StoreError
from taikai.store.backup import BackupError
from taikai.store.engine import DatabaseError

SRC = Path(__file__).resolve().parents[2] / "src" / "taikai"
STORE = (NotFound, Conflict, DatabaseError, BackupError)
KEYS = sorted(
    {
        *GameCode,
        *EngineCode,
        *RulesCode,
        *ContractCode,
        *CliCode,
        *ImportCode,
        *Say,
        *(code for kind in STORE for code in kind.CODES),
        *BackupError.PARTS,
    }
)
#: Templates whose Japanese is written with the same letters as the English (no word to translate).
SAME_LETTERS = {
    GameCode.in_field,
    RulesCode.field_problem,
    RulesCode.file_problem,
    RulesCode.value_text,
    ContractCode.size_mib,
    ImportCode.in_place,
    ImportCode.bad_field,
    ImportCode.found_null,
    ImportCode.log_bad_meld,
    ImportCode.trait_fast,
    Say.field_id,  # "ID" is Japanese's word for it too
}


def _sample(template: str) -> dict[str, object]:
    return {name: 7 for name in i18n.placeholders(template)}


def _letters(template: str) -> str:
    """The template's words without its placeholders."""
    return "".join(text for text, _, _, _ in string.Formatter().parse(template))


@pytest.mark.parametrize("key", KEYS)
def test_every_code_has_words_in_both_languages(key):
    assert key in MESSAGES, f"{key}: no template in the catalog"
    template = MESSAGES[key]
    english = i18n.message(key, _sample(template), "en")
    japanese = i18n.message(key, _sample(template), "ja")
    assert english and japanese, key
    if key not in SAME_LETTERS and any(c.isalpha() for c in _letters(template)):
        assert japanese != english and any(ord(c) > 0x7F for c in japanese), f"{key}: not translated"


def _my_sources() -> list[Path]:
    folders = ["game", "rules", "importers"]
    files = [p for folder in folders for p in (SRC / folder).rglob("*.py")]
    files += [SRC / "contracts" / f"{name}.py" for name in ("settle", "game", "rules", "formats", "files")]
    files += [SRC / "cli" / f"{name}.py" for name in ("settle", "game", "rules", "formats", "demo", "db")]
    files += [SRC / "store" / "backup.py", SRC / "store" / "engine.py", SRC / "services" / "unit_of_work.py"]
    return files


def _keys_written(tree: ast.AST):
    """String literals given where a message key goes: ``X.of("key", ...)``, ``Reason("key")``,
    ``invalid("key")``, a store error's code, a refusal's or a warning's code and wording."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        positions = {"of": [0], "Reason": [0], "invalid": [0], "refusal": [0, 2], "warning": [0]}
        positions |= {kind.__name__: [0] for kind in (*STORE, StoreError)}
        for index in positions.get(name, []):
            if index < len(node.args) and isinstance(node.args[index], ast.Constant):
                value = node.args[index].value
                if isinstance(value, str):
                    yield node.lineno, value


@pytest.mark.parametrize("path", _my_sources(), ids=lambda p: str(p.relative_to(SRC)))
def test_every_key_written_in_the_code_is_enumerated(path):
    tree = ast.parse(path.read_text("utf-8"))
    for line, key in _keys_written(tree):
        assert key in KEYS or key in WORDED_BY, f"{path.name}:{line}: {key!r} is no enumerated code"


def test_the_catalog_holds_one_entry_per_wording():
    # two codes may share words ("player" in a sheet's and a table's column); the .po holds them once
    path = i18n.resources.files("taikai.i18n") / "locale" / "ja" / "LC_MESSAGES" / "taikai.po"
    text = path.read_text(encoding="utf-8")
    entries = re.findall(r'^(?:msgctxt "(.*)"\n)?msgid "(.+)"$', text, re.M)
    assert len(entries) == len(set(entries)), "an msgid is translated twice in the .po"


def test_an_error_of_several_problems_is_worded_one_line_each_in_each_language():
    from taikai.errors import RulesetError
    from taikai.rules import from_mapping

    with pytest.raises(RulesetError) as caught:
        from_mapping({"name": "x", "length": "hanchn", "kiriage_manga": True}, "x.toml")
    error = caught.value
    assert error.code == "bad_rules" and len(error.lines) == 2
    assert error.message.splitlines() == [
        "x.toml: field 'length': Input should be 'hanchan' or 'tonpuusen' (got 'hanchn')",
        "x.toml: field 'kiriage_manga': unknown field (did you mean 'kiriage_mangan'?)",
    ]
    assert i18n.words(error, "ja").splitlines() == [
        "x.toml: 項目 'length': 'hanchan'、'tonpuusen' のいずれかにしてください（入力: 'hanchn'）",
        "x.toml: 項目 'kiriage_manga': 不明な項目です（'kiriage_mangan' のことですか？）",
    ]
    # placed in a larger task, each line keeps its words; the class and the code stay
    placed = error.within(ContractCode.format_ruleset, where="cup.toml", name="my-cup")
    assert type(placed) is RulesetError and placed.code == "bad_rules" and len(placed.lines) == 2
    assert placed.message.splitlines()[1].startswith(
        "cup.toml: format 'my-cup': field 'ruleset': x.toml: field"
    )
    # another class holding the same problems (a record naming a bad ruleset)
    from taikai.game.record import RecordError

    record = RecordError.wrapping(error, RulesCode.field_problem, origin="g.toml", field="rules")
    assert record.code == "bad_record" and i18n.words(record, "ja").startswith(
        "g.toml: 項目 'rules': x.toml:"
    )


def test_a_store_error_keeps_its_code_and_refuses_one_it_does_not_have():
    error = NotFound("competition_not_found", competition="spring")
    assert (error.code, error.key, error.params) == ("competition_not_found",) * 2 + (
        {"competition": "spring"},
    )
    assert error.message == "no competition 'spring'"
    assert i18n.words(error, "ja") == "大会 'spring' はありません"
    with pytest.raises(ValueError, match="no code"):
        NotFound("competition_exists", competition="spring")  # a Conflict's code
