#!/usr/bin/env bash
# Builds the library's API reference as DocC pages without the swift-docc-plugin package (which needs a download):
# the compiler writes the symbol graphs of every module (swift package dump-symbol-graph) and the toolchain's own
# docc turns them, with the catalog Sources/ChartNarrate/ChartNarrate.docc, into a static site in .build/docs.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/docs-build
# It also tries the C shim modules and fails on them (a C++ flag the package sets for CICUBridge reaches the C
# importer); the Swift modules' graphs, which are all the reference needs, are written before that.
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public >"$scratch.log" 2>&1 || true
graphs=$(find "$scratch" -type d -name symbolgraph | head -1)
if [ -z "$graphs" ] || [ ! -f "$graphs/ChartNarrate.symbols.json" ]; then
  echo "build-docs: no symbol graphs were written; see $scratch.log" >&2
  exit 1
fi
mkdir -p .build/docs-symbols
rm -f .build/docs-symbols/*.json
# Only the library's modules (not the C shims, tests or the command line).
for module in ChartNarrate ChartModel ChartDescriptorXML ChartCSV ChartVegaLite ChartAnalysis Narration Sonification AudioRender; do
  cp "$graphs"/"$module".symbols.json .build/docs-symbols/
done
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")
"$docc" convert Sources/ChartNarrate/ChartNarrate.docc \
  --additional-symbol-graph-dir .build/docs-symbols \
  --fallback-display-name ChartNarrate --fallback-bundle-identifier org.chartnarrate.ChartNarrate \
  --output-path .build/docs
echo "build-docs: .build/docs (serve it with any static web server, e.g. python3 -m http.server -d .build/docs)"
