#!/bin/bash
# The session's GPU check after pa.kernel began refusing options a kernel has no
# use for: the full conformance matrix, every scenario (--quick), one launch down
# each kernel path, and compare on two decode runs.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
SCENARIO_ARGS=--quick bench/gpu_round.sh check scenarios
build/pabench bench/sanitize_paths.lua > $OUT/paths.txt 2>&1
echo "sanitize_paths (no sanitizer): exit $?; $(tail -n 1 $OUT/paths.txt)"
for run in a b; do
  build/pabench scenarios/decode.lua --quiet --json $OUT/decode_$run.json > $OUT/decode_$run.txt 2>&1
done
build/pabench compare $OUT/decode_a.json $OUT/decode_b.json > $OUT/compare_decode.txt 2>&1
echo "compare decode: exit $?; $(tail -n 2 $OUT/compare_decode.txt | head -1)"
gzip $OUT/*.json
