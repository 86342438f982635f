#!/usr/bin/env python3
"""`render serve` as a writer uses it: headless Chromium shows a page view while the Hebrew
40-paragraph page (../shared/bench/page40.txt) is saved 300 times, one changed word each time.

  serve.py RENDER CORPORA

Prints the time from each save to the new PNG decoded in the browser (median, 90th percentile,
slowest) and the server's resident memory after the 1st, 10th, 50th, 100th, 200th and 300th edit.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

# No __pycache__ in the test target's folder, where SwiftPM would find it.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ServeTests"))
import live_preview  # noqa: E402

EDITS = 300
# The edits after which the server's memory is read.
MEMORY_AT = (1, 10, 50, 100, 200, 300)


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))


def main(render, corpora):
    site = tempfile.mkdtemp(prefix="galley-serve-bench-")
    with open(os.path.join(corpora, "page40.txt"), encoding="utf-8") as source:
        hebrew = source.read()
    with open(os.path.join(site, "page.md"), "w", encoding="utf-8") as out:
        out.write("# Page\n\nThe English source of the page.\n")
    page = os.path.join(site, "page.he.md")
    with open(page, "w", encoding="utf-8") as out:
        out.write("---\nlang: he\n---\nמילה0 " + hebrew)
    server = subprocess.Popen([render, "serve", site, "--port", "0", "--width", "840"], stdout=subprocess.PIPE, text=True)
    browser = None
    try:
        url = re.search(r"(http://\S+)", server.stdout.readline()).group(1).rstrip("/")
        browser = live_preview.Chromium()
        browser.open(url + "/page/page?langs=en,he,ar-XB")
        browser.wait(live_preview.RENDERS_IN, 60)
        latencies, memory = [], {}
        for edit in range(1, EDITS + 1):
            latencies.append(live_preview.new_png_after_save(browser, page, f"מילה{edit - 1} ", f"מילה{edit} "))
            if edit in MEMORY_AT:
                memory[edit] = resident_kib(server.pid)
            time.sleep(0.05)
        latencies.sort()
        print(f"save -> new PNG in Chromium, 40-paragraph Hebrew page, {EDITS} edits: "
              f"median {statistics.median(latencies) * 1000:.0f} ms, 90th percentile "
              f"{latencies[int(len(latencies) * 0.9) - 1] * 1000:.0f} ms, slowest {latencies[-1] * 1000:.0f} ms")
        print("server resident memory after edits: " + ", ".join(f"{n}: {kib / 1024:.1f} MiB" for n, kib in memory.items()))
    finally:
        if browser:
            browser.close()
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(site, ignore_errors=True)


if __name__ == "__main__":
    main(*sys.argv[1:])
