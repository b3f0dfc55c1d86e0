#!/usr/bin/env bash
# Renders every example in the given languages (default: en zh) with the release build and prints,
# per file: audio duration, render time, integrated loudness and true peak (as chartnarrate measured
# them with libebur128), and what soxi reads back. Output files go to a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 0 ]; then languages=("$@"); else languages=(en zh); fi
swift build -c release --product chartnarrate >&2
out=$(mktemp -d)
printf '%-22s %-4s %9s %9s %8s %8s  %s\n' example lang audio render LUFS dBTP soxi
for f in examples/*.xml; do
  name=$(basename "$f" .xml)
  for lang in "${languages[@]}"; do
    start=$(date +%s.%N)
    notice=$(.build/release/chartnarrate "$f" --lang "$lang" -o "$out/$name.$lang.mp3" --timeline "$out/$name.$lang.json" \
             --captions "$out/$name.$lang.vtt" 2>&1 >/dev/null | grep '^audio:')
    end=$(date +%s.%N)
    read -r duration lufs dbtp < <(sed -E 's/.*\(([0-9.]+) s, (-?[0-9.]+) LUFS, (-?[0-9.]+) dBTP\).*/\1 \2 \3/' <<<"$notice")
    soxi_duration=$(soxi -D "$out/$name.$lang.mp3")
    printf '%-22s %-4s %8.1fs %8.2fs %8s %8s  %.1fs %s\n' "$name" "$lang" "$duration" "$(awk "BEGIN{print $end - $start}")" \
      "$lufs" "$dbtp" "$soxi_duration" "$(soxi -t "$out/$name.$lang.mp3")"
  done
done
rm -rf "$out"
