#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/chartnarrate-fuzz) with AddressSanitizer and runs it.
#   scripts/fuzz.sh [SECONDS]      (default 600; findings are written to .build/fuzz/findings/)
# Seeds: every example descriptor and every input of the bad-input corpus
# (Tests/ChartNarrateTests/Corpus). The growing corpus is kept in .build/fuzz/corpus between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=.build/fuzz
mkdir -p "$out/seeds" "$out/corpus" "$out/findings"

# Fuzz/toolset.json adds -sanitize=fuzzer,address and -DFUZZING to every Swift file, the matching clang flags to
# the C and C++ targets, and links with lld (gold fails on the instrumented objects).
swift build -c release --product chartnarrate-fuzz --scratch-path "$out/build" --toolset Fuzz/toolset.json

cp examples/*.xml "$out/seeds/"
cp Tests/ChartNarrateTests/Corpus/*.xml "$out/seeds/"
python3 - "$out/seeds" <<'PY'
import json, sys, os
cases = json.load(open("Tests/ChartNarrateTests/Corpus/cases.json"))
for c in cases:
    text = c.get("input")
    if text is None or text.startswith(("@", "gen:", "/")) or text == ".":
        continue
    with open(os.path.join(sys.argv[1], "corpus-" + c["name"] + ".xml"), "w", encoding="utf-8") as f:
        f.write(text)
PY

# Leak detection stays off: ICU's per-thread formatter caches and Swift's metadata caches live until exit.
# The timeout is generous: an input takes ~0.7 s of CPU under ASan at most, but a shared machine can starve it.
ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
  "$out/build/release/chartnarrate-fuzz" "$out/corpus" "$out/seeds" \
  -dict=Fuzz/descriptor.dict -max_len=65536 -timeout=60 -rss_limit_mb=4096 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$out/findings/"
