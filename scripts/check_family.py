#!/usr/bin/env python3
"""Checks a family made by `puzzle-sat family` (docs/FAMILIES.md) the way a competition
organiser would, with tools of its own: for every row of DIR/family.tsv, the file's GBD
hash is gbdc's (`gbdc.gbdhash`) and its name, gbdc's `checksani` finds the header
consistent and no tautology, repeated literal or empty clause, the header's variable
count is exactly the number of variables used, a satisfiable row's model decodes through
`puzzle-sat decode --cnf` to an answer the checker accepts, and an unsatisfiable row's
DRAT proof passes `rate`.

  scripts/check_family.py DIR [--puzzle-sat PATH]

Needs: pip install gbdc; rate (cargo install rate); puzzle-sat (default: on PATH).
Exit status 1 if any check fails.
"""

import argparse
import csv
import lzma
import subprocess
import sys
import tempfile
from pathlib import Path

import gbdc

SANITY = ["header_consistent", "no_tautological_clause", "no_duplicate_literals", "no_empty_clause"]


def exact_variables(text):
    """Whether the header's count is the number of variables used, and that count."""
    declared, used = None, set()
    for line in text.splitlines():
        if line.startswith("c"):
            continue
        if line.startswith("p cnf"):
            declared = int(line.split()[2])
            continue
        used.update(abs(int(lit)) for lit in line.split() if lit != "0")
    return declared == len(used) and (not used or max(used) == declared), declared


def check_row(root, row, plain, puzzle_sat):
    """The failures of one row (empty when it passes)."""
    failures = []
    if gbdc.gbdhash(str(plain)) != row["hash"] or not row["file"].startswith(row["hash"]):
        failures.append("hash")
    sani = gbdc.checksani(str(plain))
    failures += [check for check in SANITY if sani[check] != "yes"]
    exact, declared = exact_variables(plain.read_text())
    if not exact or str(declared) != row["variables"]:
        failures.append("variable count")
    evidence = root / row["evidence"]
    if row["status"] == "sat":
        decoded = subprocess.run(
            [puzzle_sat, "decode", "--cnf", str(root / row["file"]), str(root / row["puzzle"]),
             str(evidence), "-f", "json"], capture_output=True, text=True)
        if decoded.returncode != 0 or '"status":"sat"' not in decoded.stdout:
            failures.append("model: " + decoded.stderr.strip())
    else:
        rated = subprocess.run(["rate", str(plain), str(evidence)], capture_output=True, text=True)
        if "s VERIFIED" not in rated.stdout.splitlines():
            failures.append("proof")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dir", type=Path)
    parser.add_argument("--puzzle-sat", default="puzzle-sat")
    args = parser.parse_args()
    with open(args.dir / "family.tsv", newline="") as table:
        rows = list(csv.DictReader(table, delimiter="\t"))
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        for row in rows:
            path = args.dir / row["file"]
            plain = Path(scratch) / (row["hash"] + ".cnf")
            plain.write_bytes(lzma.open(path).read() if path.suffix == ".xz" else path.read_bytes())
            failures = check_row(args.dir, row, plain, args.puzzle_sat)
            failed += bool(failures)
            verdict = "ok" if not failures else "FAILED: " + "; ".join(failures)
            print(f"{row['hash']} {row['status']:5} {verdict}", flush=True)
    print(f"{len(rows) - failed} of {len(rows)} instances pass every check")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
