#!/bin/bash
# Round 5, prepared, not run (the session's device time ran out): round 4
# found launches of up to 16 partitions 1.5-1.7 % slower with the change (the
# suite's 1 x 4096 in 10, 6.39 -> 6.50 us; seed 001's 1 x 2048 in 11, 4.19 ->
# 4.26), both builds in turns. own_path.patch gives the two-level merge a path
# of its own to the kernel's end, so the one-level path's code is as it was
# (registers within 2 of the change's, no spill). Build it (git apply, make) as
# build/pabench, carry the tree without it as build/pabench_c.gz and the tree
# before the change (a1ab9a6) as build/pabench_ref.gz. The suite's small rows
# with the three in turns, twice; the 1 x 134400 pair again; grouped_check.lua,
# the two-level cases under racecheck and memcheck, and check --random on a
# seed no round has drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_ref build/pabench_ref.gz
gunzip -c build/pabench_c.gz > build/pabench_c && chmod +x build/pabench_c
build/pabench bench/runs/2026-12-07-h200-groups/grouped_check.lua > "$OUT/grouped_check.txt" 2>&1
echo "grouped_check: exit $?; $(tail -2 "$OUT/grouped_check.txt" | head -1)"
steps_begin groups_round5 150
ab() { steps_turns 2 "pabench_ref pabench_c pabench" "$@"; }
ab s000_1x512 --configs 1x512
ab s001_1x2048 --configs 1x2048 --heads 16 --block_size 256
ab s001_1x512 --configs 1x512 --heads 16 --block_size 256
ab long_1x4096 --configs 1x4096
ab long_1x4096_frag --configs 1x4096 --allocator fragmented
ab long_1x16384 --configs 1x16384
steps_named new_g16_d256_1x134400 64,96,128 --configs 1x134400 --heads 16 --kv_heads 1 --head_dim 256
STEPS_BIN=$STEPS_REF_BIN steps_named ref_g16_d256_1x134400 64,96,128 --configs 1x134400 --heads 16 --kv_heads 1 --head_dim 256
steps_end
S="timeout 60 compute-sanitizer --error-exitcode 99 --print-limit 40"
$S --tool racecheck --racecheck-report hazard build/pabench bench/sanitize_paths.lua 'two levels' > "$OUT/racecheck.txt" 2>&1
echo "racecheck: exit $?, $(grep -E 'RACECHECK SUMMARY' "$OUT/racecheck.txt")"
$S --tool memcheck build/pabench bench/sanitize_paths.lua 'two levels' > "$OUT/memcheck.txt" 2>&1
echo "memcheck: exit $?, $(grep -E 'ERROR SUMMARY' "$OUT/memcheck.txt")"
timeout 60 build/pabench check --random 100 --seed 20261239 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $?; $(grep 'kernel runs over' "$OUT/check_random.txt")"
echo "round 5: $((SECONDS - start)) s"
