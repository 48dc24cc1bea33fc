"""A roster at once: a competition's players and their platform accounts from a CSV file, checked
whole before anything is stored (``taikai player import SLUG roster.csv``, the staff page's upload).

::

    name,accounts,tier
    山田　太郎,majsoul:101 tenhou:Yamada,B2
    Aki,majsoul:102,

- the header names the columns (any order, any case): ``name`` (required), ``accounts`` (the
  player's platform accounts, ``platform:id`` separated by spaces) and ``tier`` (a league's starting
  tier: ``B2``, ``S1``; empty: the lowest); an unknown column is refused with the closest valid one;
- a name is checked as every name is (:func:`taikai.services.competitions.checked_name`: any
  script, full-width spaces as well, no control character or line break), each account and each
  tier as :func:`~taikai.services.competitions.add_player` checks them;
- a name or an account given twice in the file is refused (both rows named), and so is an account a
  registered player holds, or a registered player's name with other accounts or another tier; a row
  that is a registered player as the roster gives them (same name, accounts and tier) is counted as
  already registered and left as it is, so a roster grown by a few rows can be imported again;
- the file is at most :data:`ROSTER_LIMIT` bytes, UTF-8 (a byte-order mark dropped) or Excel's
  Shift-JIS (read with a warning), as a score sheet is (:func:`taikai.importers.csv_sheet.decode_sheet`);
  blank rows are skipped.

Every row is checked before any is stored: one bad row refuses the file, every bad row listed with
its row number (the header is row 1; the first :data:`LISTED`, then how many more), and nothing is
stored. The players are then registered in one unit of work, in the file's order (ids ``p1``,
``p2`` ... as :func:`~taikai.services.competitions.add_player` gives them), and the competition is
checked once by its contract.
"""

from __future__ import annotations

import csv
import difflib
import io
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from taikai.competitions import formats
from taikai.competitions.formats import LeagueFormat
from taikai.competitions.league.model import ladder
from taikai.errors import InputWarning, TaikaiError
from taikai.importers.csv_sheet import decode_sheet
from taikai.importers.model import Refusal
from taikai.reasons import Reason
from taikai.services.codes import Say
from taikai.services.competitions import checked_accounts, checked_data, checked_name
from taikai.services.errors import BadRequest
from taikai.services.games import next_id, verified
from taikai.services.unit_of_work import Store
from taikai.services.values import Competition, Player

__all__ = [
    "COLUMNS",
    "LISTED",
    "MAX_ACCOUNTS",
    "ROSTER_LIMIT",
    "Roster",
    "RosterRow",
    "import_roster",
    "read_roster",
]

#: The columns of a roster: ``name`` is required.
COLUMNS = ("name", "accounts", "tier")
#: The most bytes a roster file holds (4 MiB: some 50,000 players with two accounts each).
ROSTER_LIMIT = 4 * 1024 * 1024
#: The most accounts one player is given in a roster.
MAX_ACCOUNTS = 20
#: The most characters of a tier (the league contract's bound).
TIER_LENGTH = 10
#: The refusals of a roster listed one by one; the rest are counted.
LISTED = 100


@dataclass(frozen=True, slots=True)
class RosterRow:
    """One player of a roster as the file gives them (checked by :func:`import_roster`)."""

    row: int
    name: str
    accounts: tuple[str, ...] = ()
    tier: str = ""


@dataclass(frozen=True, slots=True)
class Roster:
    """What :func:`import_roster` did: the players registered, those already registered as the
    roster gives them, and what the file's reading warned about."""

    added: tuple[Player, ...]
    registered: tuple[Player, ...]
    warnings: tuple[InputWarning, ...] = ()


def _at(origin: str, row: int, problem: Reason) -> Reason:
    return Reason.of(Say.roster_row, file=origin, row=row, problem=problem)


def _refused(origin: str, lines: Sequence[Reason]) -> BadRequest:
    """The roster refused: every problem one line each, the first :data:`LISTED`, then how many more."""
    shown = list(lines[:LISTED])
    if len(lines) > LISTED:
        shown.append(Reason.of(Say.roster_more, file=origin, count=len(lines) - LISTED))
    return BadRequest.of_lines(shown)


def _header(cells: Sequence[str], origin: str) -> dict[str, int]:
    names = [cell.strip().lower() for cell in cells]
    problems = []
    for name in names:
        if name not in COLUMNS:
            close = difflib.get_close_matches(name, COLUMNS, n=1, cutoff=0.6)
            if close:
                problems.append(Reason.of(Say.roster_unknown_column_close, column=name, close=close[0]))
            else:
                problems.append(Reason.of(Say.roster_unknown_column, column=name, columns=", ".join(COLUMNS)))
    problems += [
        Reason.of(Say.roster_column_twice, column=name) for name, n in Counter(names).items() if n > 1
    ]
    if "name" not in names:
        problems.append(Reason.of(Say.roster_no_name_column, columns=", ".join(COLUMNS)))
    if problems:
        raise _refused(origin, [_at(origin, 1, problem) for problem in problems])
    return {name: index for index, name in enumerate(names)}


def read_roster(
    content: bytes | str, origin: str
) -> tuple[list[RosterRow], list[tuple[int, Reason]], list[InputWarning]]:
    """The rows of a roster file (its bytes, or its text), the problems of its rows' form (each with
    its row number: a row of too many cells, text that is not CSV) and what its reading warned
    about; a :class:`BadRequest` when the file cannot be read as a roster at all (too large, not
    text, no header or a wrong one). What the rows say is checked by :func:`import_roster`."""
    if len(content) > ROSTER_LIMIT:
        raise BadRequest.of(Say.roster_too_large, file=origin, mib=ROSTER_LIMIT // (1024 * 1024))
    notes: list[InputWarning] = []
    if isinstance(content, bytes):
        decoded = decode_sheet(content, origin)
        if isinstance(decoded, Refusal):
            raise BadRequest(decoded.reason)
        content, notes = decoded
    reader = csv.reader(io.StringIO(content, newline=""), strict=True)
    header: dict[str, int] | None = None
    width = 0
    rows: list[RosterRow] = []
    problems: list[tuple[int, Reason]] = []
    line = 1
    try:
        for cells in reader:
            start, line = line, reader.line_num + 1
            if not any(cell.strip() for cell in cells):
                continue
            if header is None:
                header, width = _header(cells, origin), len(cells)
                continue
            if len(cells) > width and any(cell.strip() for cell in cells[width:]):
                problems.append((start, Reason.of(Say.roster_cells, count=len(cells), width=width)))
                continue
            cell = {
                column: cells[index].strip() if index < len(cells) else "" for column, index in header.items()
            }
            accounts = tuple(cell.get("accounts", "").split())
            rows.append(RosterRow(start, cell["name"], accounts, cell.get("tier", "")))
    except csv.Error as error:
        problems.append((line, Reason.of(Say.roster_not_csv, problem=str(error))))
    if header is None and not problems:
        raise BadRequest.of(Say.roster_empty, file=origin, columns=",".join(COLUMNS))
    return rows, problems, notes


def _problem(check: Any, *args: Any) -> Reason | None:
    """The reason ``check(*args)`` refuses them (a service's refusal), or None."""
    try:
        check(*args)
    except TaikaiError as error:
        return error.reason
    return None


def _tier_problem(
    competition: Competition, parse_tier: Callable[[str], Any] | None, tier: str
) -> Reason | None:
    """Why ``tier`` is no tier of the competition (``parse_tier``: its league's ladder's, None for a
    competition of another kind), or None."""
    if not tier:
        return None
    if parse_tier is None:
        return _problem(checked_data, competition.kind, {"tier": tier})
    if len(tier) > TIER_LENGTH:
        return Reason.of(Say.roster_bad_tier, tier=tier[:TIER_LENGTH] + "...")
    return _problem(parse_tier, tier)


def _same(player: Player, row: RosterRow) -> bool:
    return set(player.accounts) == set(row.accounts) and (player.data.get("tier") or "") == row.tier


def _checked(
    competition: Competition, stored: Sequence[Player], rows: Sequence[RosterRow]
) -> tuple[list[tuple[int, Reason]], dict[int, Player]]:
    """Every problem of every row (each with its row number); the rows already registered as they
    are given, by their player."""
    by_name = {player.name: player for player in stored}
    holder = {account: player for player in stored for account in player.accounts}
    first_name: dict[str, int] = {}
    first_account: dict[str, int] = {}
    problems: list[tuple[int, Reason]] = []
    registered: dict[int, Player] = {}
    parse_tier = None  # a league's ladder, read from its format once for every row
    if competition.kind == "league" and any(row.tier for row in rows):
        parse_tier = ladder(formats.from_mapping(competition.format, "format", LeagueFormat)).parse_tier
    for row in rows:
        found: list[Reason | None] = [_problem(checked_name, row.name)]
        if len(row.accounts) > MAX_ACCOUNTS:
            found.append(Reason.of(Say.roster_many_accounts, count=len(row.accounts), most=MAX_ACCOUNTS))
        else:
            found.append(_problem(checked_accounts, row.accounts))
        found.append(_tier_problem(competition, parse_tier, row.tier))
        if row.name in first_name:
            found.append(Reason.of(Say.roster_name_twice, name=row.name, first=first_name[row.name]))
        first_name.setdefault(row.name, row.row)
        for account in dict.fromkeys(row.accounts):
            if account in first_account:
                found.append(
                    Reason.of(Say.roster_account_twice, account=account, first=first_account[account])
                )
            first_account.setdefault(account, row.row)
        same = by_name.get(row.name)
        if same is not None and _same(same, row):
            registered[row.row] = same
        elif same is not None:
            found.append(Reason.of(Say.roster_name_registered, name=row.name, player=same.id))
        for account in row.accounts:
            other = holder.get(account)
            if other is not None and other is not same:
                found.append(Reason.of(Say.roster_account_registered, account=account, name=other.name))
        problems += [(row.row, problem) for problem in found if problem is not None]
    return problems, registered


def import_roster(
    store: Store, actor: str, slug: str, content: bytes | str, origin: str, reason: str | None = None
) -> Roster:
    """Register the players of a roster file (see the module): every row checked, then all stored in
    one unit of work, or nothing stored and every problem listed (a :class:`BadRequest`)."""
    rows, problems, notes = read_roster(content, origin)
    with store.unit_of_work(actor, reason) as uow:
        competition = uow.competitions.require(slug)
        stored = uow.players.list(slug)
        found, registered = _checked(competition, stored, rows)
        problems = sorted(problems + found, key=lambda problem: problem[0])
        if problems:
            raise _refused(origin, [_at(origin, row, problem) for row, problem in problems])
        taken = {player.id for player in stored}
        added = []
        for row in rows:
            if row.row in registered:
                continue
            player_id = next_id(taken, "p")
            taken.add(player_id)
            data = checked_data(competition.kind, {"tier": row.tier or None})
            added.append(uow.players.add(Player(slug, player_id, row.name, accounts=row.accounts, data=data)))
        if added:
            verified(uow, slug)
        return Roster(tuple(added), tuple(registered.values()), tuple(notes))
