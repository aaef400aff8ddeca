"""`scripts/bench.py modes`: per genre, the CPU time (user + system, summed over one
process per puzzle, as the kernel counts it) of `solve`, `solve --unique` and
`count --max 2` on the same puzz.link URLs, the ratio of `--unique` to `solve`, `solve
--unique` of all the URLs in one process (the batch), and cspuz_core's `run_solver` on
those URLs when it is given (it always proves uniqueness; one process per URL, as it takes
one): its CPU, how many times ours it takes, one process each and against the batch, and
the verdicts that differ from ours; and both CPU times on the genre's largest puzzle (the
set's last, as it is sorted by area). With hyperfine installed, also the
floor: `--version` and `solve` of each genre's smallest puzzle (`hyperfine -N`, median).
With --puzzlekit DIR (a checkout of puzzlekit-dataset's `assets/data`), also puzzlekit
(pip puzzlekit==0.3.4, OR-tools CP-SAT) on the Janko puzzles among each genre's URLs,
in one Python process per genre (scripts/peers/puzzlekit_janko.py: its own seconds per
puzzle, without Python's start), against our `solve` on the same files.

Both binaries run as copies in a scratch folder, as an installed binary is: a file the
linker has just written maps in with more page faults per process than a copy of it
(about 15% more CPU per small process here, on either side).

cspuz_core is built from source outside this repository (semiexp/cspuz_core with its
submodules glucose, glucose_rs and cadical at the commits its tree records, then
`cargo build --release -p cspuz_solver_backend --bin run_solver`); pass the binary with
--cspuz PATH.

Options: GENRE... (default: every genre below), --per-genre N (puzzles per genre, spread over
the sizes; default 25), --cspuz PATH, --puzzlekit DIR, --quick (three puzzles of two genres,
one run).
"""
import argparse
import json
import re
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import bench_common

SETS = {"slitherlink": ["slitherlink/janko"], "masyu": ["masyu/janko"], "lits": ["lits/janko"],
        "nurikabe": ["nurikabe/janko", "nurikabe/hard"], "heyawake": ["heyawake/janko"],
        "hitori": ["hitori/janko"], "akari": ["akari/janko"], "star-battle": ["star-battle/janko"],
        "norinori": ["norinori/janko"], "tents": ["tents/janko"], "shimaguni": ["shimaguni/janko"],
        "ripple-effect": ["ripple-effect/janko"], "creek": ["creek/janko"], "slant": ["slant/janko"],
        "yajisan-kazusan": ["yajisan-kazusan/puzzlink", "yajisan-kazusan/generated"],
        "kurodoko": ["kurodoko/janko"],
        "country-road": ["country-road/janko"],
        "yajilin": ["yajilin/janko"],
        "snake": ["snake/janko"],
        "koburin": ["koburin/janko"],
        "skyscrapers": ["skyscrapers/janko"],
        "nurimisaki": ["nurimisaki/janko"],
        "geradeweg": ["geradeweg/janko"],
        "cave": ["cave/janko"],
        "easy-as-abc": ["easy-as-abc/janko"],
        "hashi": ["hashi/janko"],
        "nonogram": ["nonogram/janko"],
        "galaxies": ["galaxies/janko"],
        "school-trip": ["school-trip/janko"],
        "tapa": ["tapa/seeded"],
        "shikaku": ["shikaku/janko"],
        "battleship": ["battleship/janko"],
        "fillomino": ["fillomino/janko"],
        "numberlink": ["numberlink/janko"],
        "double-choco": ["double-choco/puzzlink", "double-choco/seeded"]}
QUICK = ["hitori", "nurikabe"]
# puzzlekit's name of each genre it solves, and its folder in puzzlekit-dataset's assets/data.
PUZZLEKIT = {"slitherlink": ("slitherlink", "Slitherlink"), "masyu": ("masyu", "Masyu"), "lits": ("lits", "LITS"),
             "nurikabe": ("nurikabe", "Nurikabe"), "heyawake": ("heyawake", "Heyawake"),
             "hitori": ("hitori", "Hitori"), "akari": ("akari", "Akari"),
             "star-battle": ("starbattle", "Starbattle"), "norinori": ("norinori", "Norinori"),
             "tents": ("tent", "Tent"), "shimaguni": ("shimaguni", "Shimaguni"), "creek": ("creek", "Creek"),
             "yajilin": ("yajilin", "Yajilin"), "kurodoko": ("kuromasu", "Kuromasu"),
             "country-road": ("country_road", "CountryRoad"), "snake": ("snake", "Snake"),
             "skyscrapers": ("skyscraper", "Skyscraper"),
             "geradeweg": ("geradeweg", "Geradeweg"),
             "easy-as-abc": ("abc_end_view", "ABCEndView"),
             "nonogram": ("nonogram", "Nonogram"), "school-trip": ("shugaku", "Shugaku"),
             "shikaku": ("shikaku", "Shikaku"), "battleship": ("battleship", "Battleship")}
# Wall seconds after which a process is ended (its CPU still counts, the puzzle is listed).
LIMIT = 60.0
MODES = {"solve": ["solve"], "unique": ["solve", "--unique"], "count": ["count", "--max", "2"]}


def cpu_of(cmd, timeout=LIMIT):
    """(exit status, standard output, CPU seconds of the process): status None when it
    ran past `timeout` seconds of wall time and was ended."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        status = proc.returncode
    except subprocess.TimeoutExpired:
        proc.kill()
        out, status = proc.communicate()[0], None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return status, out, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def spread(files, n):
    """`n` of `files` (sorted smallest first), evenly spaced, the largest included."""
    if len(files) <= n:
        return files
    return [files[round(i * (len(files) - 1) / (n - 1))] for i in range(n)]


def files(genre):
    """The puzzle files of the genre's sets, smallest first."""
    found = [f for folder in SETS[genre] for f in bench_common.puzzle_files(bench_common.PUZZLES / folder)]
    return sorted(found, key=lambda p: (area(p), p.name))


def area(path):
    rows, cols = bench_common.size_key(path)
    return rows * cols


def url_of(path):
    proc = subprocess.run([str(bench_common.BIN), "convert", str(path), "--to", "url"],
                          capture_output=True, text=True, check=True)
    return proc.stdout.strip()


def dataset_key(path):
    """The puzzlekit-dataset key a bundled Janko file names on its first line, or None."""
    with open(path) as f:
        found = re.search(r"\(key (\S+)\)", f.readline())
    return found and found.group(1)


def puzzlekit_row(genre, paths, data):
    """One row: puzzlekit's seconds (its own, in one process) and ours (`solve`, CPU of one
    process each) on the genre's Janko files among `paths`."""
    name, folder = PUZZLEKIT[genre]
    janko = [p for p in paths if dataset_key(p)]
    script = bench_common.ROOT / "scripts" / "peers" / "puzzlekit_janko.py"
    dataset = f"{data}/{folder}/{folder}_dataset.json"
    status, out, _ = cpu_of([sys.executable, str(script), name, dataset, *map(str, janko)], LIMIT * len(janko))
    if status != 0:
        sys.exit(f"bench modes: puzzlekit on {genre}: exit {status}")
    rows = [line.split() for line in out.splitlines()]
    theirs = sum(float(seconds) for _, seconds, _ in rows)
    unsolved = sum(1 for *_, verdict in rows if verdict.lower() not in ("optimal", "feasible"))
    ours = sum(cpu_of([str(bench_common.BIN), "solve", str(path)])[2] for path in janko)
    print(f"| {genre} | {len(janko)} | {theirs:.3f} | {unsolved} | {ours:.3f} | {theirs / ours:.1f}x |", flush=True)


def our_verdict(out):
    """`unique`, `several` or `none` from `solve --unique`'s text."""
    if "unique: no other answer" in out:
        return "unique"
    return "several" if "not unique" in out else "none"


def cspuz_verdict(out):
    status = next((line.split(":", 1)[1].strip() for line in out.splitlines() if "Answer Status" in line), "")
    return {"Unique": "unique", "Not unique": "several"}.get(status, "none")


def genre_row(genre, genre_urls, cspuz):
    """One table row: CPU seconds per mode, ratios, and verdicts against cspuz_core."""
    cpu = {mode: 0.0 for mode in MODES}
    cpu["cspuz"] = 0.0
    largest = {"unique": 0.0, "cspuz": 0.0}
    differ = []
    for url in genre_urls:
        verdict = None
        for mode, args in MODES.items():
            status, out, seconds = cpu_of([str(bench_common.BIN), *args, url])
            if status is None:
                print(f"  {' '.join(args)} {url}: ended after {LIMIT:.0f} s", file=sys.stderr)
            elif status not in (0, 20):
                sys.exit(f"bench modes: {' '.join(args)} {url}: exit {status}")
            cpu[mode] += seconds
            if mode == "unique":
                verdict = our_verdict(out)
                largest["unique"] = seconds
        if cspuz:
            status, out, seconds = cpu_of([cspuz, url])
            if status is None:
                print(f"  cspuz_core {url}: ended after {LIMIT:.0f} s", file=sys.stderr)
            cpu["cspuz"] += seconds
            largest["cspuz"] = seconds
            if cspuz_verdict(out) != verdict:
                differ.append(url)
    status, _, batch = cpu_of([str(bench_common.BIN), "solve", "--unique", *genre_urls], LIMIT * len(genre_urls))
    if status not in (0, 20):
        sys.exit(f"bench modes: the batch of {genre}: exit {status}")
    ratio = cpu["unique"] / cpu["solve"] if cpu["solve"] else float("nan")
    peer = (f"{cpu['cspuz']:.3f} | {cpu['cspuz'] / cpu['unique']:.1f}x | {cpu['cspuz'] / batch:.1f}x | {len(differ)}"
            if cspuz else "- | - | - | -")
    peer_largest = f"{largest['cspuz']:.3f}" if cspuz else "-"
    print(f"| {genre} | {len(genre_urls)} | {cpu['solve']:.3f} | {cpu['unique']:.3f} | {cpu['count']:.3f} | "
          f"{ratio:.2f} | {batch:.3f} | {peer} | {largest['unique']:.3f} | {peer_largest} |", flush=True)
    for url in differ:
        print(f"  verdicts differ: {url}", file=sys.stderr)


def floor(genres, cspuz):
    """hyperfine's median of `--version` and of `solve` (and run_solver) on each genre's
    smallest puzzle."""
    if not shutil.which("hyperfine"):
        print("(no floor: hyperfine is not installed: apt-get install -y hyperfine)")
        return
    print("\n| command | median ms |\n|---|---|")
    commands = [("puzzle-sat --version", f"{bench_common.BIN} --version")]
    for genre in genres:
        url = smallest_url(genre)
        commands.append((f"solve {genre}", f"{bench_common.BIN} solve '{url}'"))
        if cspuz:
            commands.append((f"run_solver {genre}", f"{cspuz} '{url}'"))
    for name, command in commands:
        out = bench_common.ROOT / "target" / "bench" / "hyperfine.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["hyperfine", "-N", "--warmup", "5", "--runs", "40", "--export-json", str(out), command],
                       check=True, capture_output=True)
        median = json.loads(out.read_text())["results"][0]["median"]
        print(f"| {name} | {median * 1000:.2f} |", flush=True)


def smallest_url(genre):
    """The URL of the genre's smallest bundled puzzle."""
    path = min(files(genre), key=lambda p: (area(p), p.name))
    return url_of(path)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("genres", nargs="*", help=f"of {', '.join(SETS)} (default: all)")
    parser.add_argument("--per-genre", type=int, default=25)
    parser.add_argument("--cspuz", help="cspuz_core's run_solver binary")
    parser.add_argument("--puzzlekit", help="puzzlekit-dataset's assets/data folder")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    bench_common.build()
    genres = args.genres or (QUICK if args.quick else list(SETS))
    if unknown := set(genres) - set(SETS):
        sys.exit(f"bench modes: no sets for {sorted(unknown)}")
    with tempfile.TemporaryDirectory() as scratch:
        bench_common.BIN = installed(bench_common.BIN, scratch)
        cspuz = args.cspuz and str(installed(Path(args.cspuz), scratch))
        report(args, genres, cspuz)


def installed(binary, folder):
    """`binary` copied into `folder` (see the module documentation)."""
    copy = Path(folder) / binary.name
    shutil.copy2(binary, copy)
    return copy


def report(args, genres, cspuz):
    """The tables, for `genres`, with cspuz_core's `run_solver` at `cspuz` (or None)."""
    per_genre = 3 if args.quick else args.per_genre
    print(f"CPU seconds summed over {per_genre} puzzles per genre (one process each, but the batch: "
          f"`solve --unique` of all in one); unique/solve: the ratio; cspuz_core: its CPU and how many "
          f"times ours it takes.\n")
    print("| genre | puzzles | solve | solve --unique | count --max 2 | unique/solve | batch --unique | "
          "cspuz_core | cspuz/unique | cspuz/batch | verdicts differing | largest: --unique | "
          "largest: cspuz_core |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    chosen = {genre: spread(files(genre), per_genre) for genre in genres}
    for genre in genres:
        genre_row(genre, [url_of(path) for path in chosen[genre]], cspuz)
    if args.puzzlekit:
        print("\npuzzlekit: its seconds summed over the genre's Janko puzzles (in one process), how many "
              "it did not solve, and ours (`solve`, CPU, one process each).\n")
        print("| genre | Janko puzzles | puzzlekit | not solved | puzzle-sat solve | puzzlekit/ours |")
        print("|---|---|---|---|---|---|")
        for genre in (g for g in genres if g in PUZZLEKIT):
            puzzlekit_row(genre, chosen[genre], args.puzzlekit)
    if not args.quick:
        floor(genres, cspuz)
