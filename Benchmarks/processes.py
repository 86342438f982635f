#!/usr/bin/env python3
"""Whole-process benchmarks of Galley beside its peers, in one run (issue: help-site builds).

  processes.py page RENDER CORPORA   page40 to PNG beside pango-view and headless Chromium, to PDF
                                     beside WeasyPrint, and page40.html to PNG beside Chromium's screenshot and
                                     WeasyPrint's PDF of that file: medians of 7 rounds (each process once a round)
                                     and peak memory
  processes.py site RENDER CORPORA   a site of 100 pages x 10 languages built cold, then again
                                     after one page changed

RENDER is a release build of Galley's `render`; CORPORA is ../shared/bench.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 7


def run(command):
    """Wall time in seconds and peak resident memory in MiB of one run of `command`, both from
    the kernel's account of the child (wait4), so that no wrapper process is timed with it."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            errors.seek(0)
            sys.exit(f"failed: {' '.join(command)}\n{errors.read().decode(errors='replace')[-2000:]}")
    return seconds, usage.ru_maxrss / 1024


def measure(commands, runs=RUNS):
    """Median wall time and peak memory of each of `commands` (name: command), run `runs` times
    in rounds of one run each, so that a change in the machine's load falls on all of them alike
    rather than on whichever ran while it lasted."""
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            # A pause first, so that what a process leaves running as it exits (Chromium's
            # helpers) is not counted against the one after it.
            time.sleep(0.3)
            samples[name].append(run(command))
    return {name: (statistics.median(t for t, _ in taken), max(p for _, p in taken)) for name, taken in samples.items()}


def page(render, corpora):
    work = tempfile.mkdtemp(prefix="galley-bench-")
    markdown = os.path.join(work, "page40.md")
    with open(os.path.join(corpora, "page40.txt"), encoding="utf-8") as source, open(markdown, "w", encoding="utf-8") as out:
        out.write("---\nlang: he\n---\n" + source.read())
    # The one HTML file every renderer reads: Galley, Chromium and WeasyPrint draw the same page.
    html = os.path.join(corpora, "page40.html")
    # page40 is 760 px of text; Galley's margins are 40 px a side; page40.html's own are 20 px.
    rows = {
        "Galley page40 -> PNG": [render, markdown, "-o", os.path.join(work, "g.png"), "--width", "840"],
        "Galley page40.html -> PNG": [render, html, "-o", os.path.join(work, "gh.png"), "--width", "800"],
        "pango-view page40 -> PNG": ["pango-view", "--width=760", "--wrap=word", "--font=Noto Sans Hebrew 12", "--rtl", "-q",
                                     "-o", os.path.join(work, "p.png"), os.path.join(corpora, "page40.txt")],
        "Chromium page40.html screenshot": ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                             f"--screenshot={os.path.join(work, 'c.png')}", "--window-size=800,2400", f"file://{html}"],
        "Galley page40 -> PDF": [render, markdown, "-o", os.path.join(work, "g.pdf")],
        "Galley page40.html -> PDF": [render, html, "-o", os.path.join(work, "gh.pdf")],
        "WeasyPrint page40.html -> PDF": ["weasyprint", html, os.path.join(work, "w.pdf")],
    }
    # Each peer beside the Galley runs it is compared with, one column each: the Markdown page to
    # the same kind of output, and page40.html itself, the file the browsers read, to PNG (as
    # issue #20 measures it) and to PDF.
    columns = ["Galley page40.md", "Galley page40.html -> PNG", "Galley page40.html -> PDF"]
    baselines = {
        "pango-view page40 -> PNG": ["Galley page40 -> PNG", None, None],
        "Chromium page40.html screenshot": ["Galley page40 -> PNG", "Galley page40.html -> PNG", None],
        "WeasyPrint page40.html -> PDF": ["Galley page40 -> PDF", "Galley page40.html -> PNG", "Galley page40.html -> PDF"],
    }
    # A peer that is not installed (Benchmarks/run installs them from Debian) is said, not fatal.
    missing = [name for name, command in rows.items() if shutil.which(command[0]) is None]
    results = measure({name: command for name, command in rows.items() if name not in missing})
    print(f"| process (median of {RUNS}) | seconds | peak MiB | " + " | ".join(f"{c} is" for c in columns) + " |")
    print("|---|---|---|" + "---|" * len(columns))
    for name in rows:
        if name in missing:
            print(f"| {name} | unavailable: {rows[name][0]} is not installed | |" + " |" * len(columns))
            continue
        seconds, peak = results[name]
        ratios = [f"{seconds / results[galley][0]:.1f}x faster" if galley else ""
                  for galley in baselines.get(name, [None] * len(columns))]
        print(f"| {name} | {seconds:.3f} | {peak:.1f} | " + " | ".join(ratios) + " |")
    shutil.rmtree(work)


LANGUAGES = ["he", "ar", "fa", "ur", "de", "fr", "hi", "ar-SA", "en-XA"]


def make_site(corpora, examples, folder):
    """100 pages: each a heading, five paragraphs of page40 and a table of the examples; a
    translation per language that has a translation (en-XA renders from the source)."""
    with open(os.path.join(corpora, "page40.txt"), encoding="utf-8") as source:
        paragraphs = [p for p in source.read().split("\n\n") if p.strip()]
    with open(os.path.join(examples, "help.md"), encoding="utf-8") as english:
        tail = english.read().split("## Common functions")[1].split("##")[0]
    for n in range(100):
        body = "\n\n".join(paragraphs[(n * 5 + k) % len(paragraphs)] for k in range(5))
        sub = os.path.join(folder, f"section{n // 10}")
        os.makedirs(sub, exist_ok=True)
        with open(os.path.join(sub, f"page{n}.md"), "w", encoding="utf-8") as out:
            out.write(f"# Page {n}\n\n{body}\n\n## Common functions{tail}")
        for language in LANGUAGES[:-1]:
            with open(os.path.join(sub, f"page{n}.{language}.md"), "w", encoding="utf-8") as out:
                out.write(f"---\nlang: {language}\n---\n# {n} עמוד\n\n{body}\n\n## פונקציות{tail}")


def site(render, corpora):
    examples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples")
    work = tempfile.mkdtemp(prefix="galley-site-bench-")
    folder, out = os.path.join(work, "site"), os.path.join(work, "out")
    make_site(corpora, examples, folder)
    langs = ",".join(["en"] + LANGUAGES)
    command = ["/usr/bin/time", "-v", render, "site", folder, "-o", out, "--langs", langs]
    rows = []
    for label, prepare in [("cold (1000 PNGs)", lambda: shutil.rmtree(out, ignore_errors=True)),
                           ("unchanged", lambda: None),
                           ("one page changed", lambda: open(os.path.join(folder, "section3", "page31.he.md"), "a").write("\nOne more line.\n"))]:
        prepare()
        start = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True)
        seconds = time.perf_counter() - start
        if result.returncode != 0:
            sys.exit(result.stdout + result.stderr[-2000:])
        peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr).group(1)) / 1024
        rows.append((label, seconds, peak, result.stdout.splitlines()[0]))
    print("| site build, 100 pages x 10 languages | seconds | peak MiB | summary |")
    print("|---|---|---|---|")
    for label, seconds, peak, summary in rows:
        print(f"| {label} | {seconds:.2f} | {peak:.0f} | {summary} |")
    shutil.rmtree(work)


if __name__ == "__main__":
    what, render, corpora = sys.argv[1:4]
    {"page": page, "site": site}[what](os.path.abspath(render), os.path.abspath(corpora))
