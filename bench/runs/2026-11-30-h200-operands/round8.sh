#!/bin/bash
# Round 8: CTA timelines of 8-layer steps at 1 x 65536, groups 4, 8 and 16
# (make TRACE=1, carried as build-trace/pabench.s), with the new stamp at the
# merge count's answer: where the merging CTA's time goes, the partial's
# write and count against the merge's reads.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
PABENCH_TRACE=$OUT/trace8.csv build-trace/pabench.s bench/trace_probe.lua 'long 1x65536$,gqa8 1x65536,gqa16 1x65536' 8 | tee $OUT/trace8_times.txt
python3 bench/trace_layers.py $OUT/trace8.csv > $OUT/trace8_layers.txt 2>&1
gzip -9 $OUT/trace8.csv
cat $OUT/trace8_layers.txt
