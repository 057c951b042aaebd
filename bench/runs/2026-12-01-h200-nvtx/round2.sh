# Round 2: the ranges of `pabench check` (a run's configuration and variant) and
# of peak.lua's lone launches (alone <config>) under Nsight Compute.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
B=build/pabench
stacks() { echo "$1: exit $2; $(grep -c 'mma_decode_kernel<' $OUT/$1.txt) kernels; $(grep ASCII $OUT/$1.txt | sort | uniq -c | tr -s ' ' | tr '\n' ';')"; }
ncu --clock-control none --nvtx --nvtx-include "pabench@check fp16 D128 bs16 group4 shuffled gqa/" \
  --section LaunchStats $B check --quick --kernels gqa > $OUT/check_range.txt 2>&1
stacks check_range $?
ncu --clock-control none --nvtx --nvtx-include "pabench@alone seed000 16x256/" -k regex:mma_decode --launch-count 2 \
  --section LaunchStats $B scenarios/peak.lua --suite seed000 --splits 1,2 --iters 3 --iso_iters 3 --quiet > $OUT/alone_range.txt 2>&1
stacks alone_range $?
grep -E 'kernel runs over|^PASS|^FAIL' $OUT/check_range.txt
