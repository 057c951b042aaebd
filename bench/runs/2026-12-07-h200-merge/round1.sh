# Round 1: the counted merge's cost either side of 32 partitions, and a
# candidate two-level path (both counts in flight at once; the last of all
# merges the groups once each is ready). Each step of bench/merge_probe.lua is
# timed by the tree's build and the candidate's at counts up to 32 and past it,
# in turns, two passes, after the candidate's check (the groups round's
# grouped_check.lua); then the trace builds of both, whose timelines show the
# merging CTA's tail (bench/trace_layers.py: each layer's last CTA); then
# memcheck over bench/sanitize_paths.lua's two-level cases with the candidate.
# PASSES=1 SHORT=1: one pass, the tree's trace only (where little device time is left).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=bench/runs/2026-12-07-h200-merge
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device.txt 2>&1
gunzip -c build-trace/pabench.gz > build-trace/pabench && chmod +x build-trace/pabench
gunzip -c build/pabench_cand.gz > build/pabench_cand && chmod +x build/pabench_cand
timeout 60 build/pabench_cand bench/runs/2026-12-07-h200-groups/grouped_check.lua > $OUT/grouped_check_cand.txt 2>&1
echo "grouped_check cand rc $?: $(tail -1 $OUT/grouped_check_cand.txt)"
for p in $(seq ${PASSES:-2}); do
  timeout 50 build/pabench bench/merge_probe.lua > $OUT/times_tree$p.txt 2>&1; echo "tree pass $p rc $?"
  timeout 50 build/pabench_cand bench/merge_probe.lua > $OUT/times_cand$p.txt 2>&1; echo "cand pass $p rc $?"
done
python3 $R/read_probe.py $OUT > $OUT/read_probe.txt
PABENCH_TRACE=$OUT/trace.csv timeout 45 build-trace/pabench bench/merge_probe.lua "" 8 > $OUT/trace_times.txt 2>&1
echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace.csv > $OUT/trace_layers.txt 2>&1; gzip $OUT/trace.csv
if [ -n "${SHORT:-}" ]; then cat $OUT/read_probe.txt; exit 0; fi  # what device time allows
gunzip -c build-trace/pabench_cand.gz > build-trace/pabench_cand && chmod +x build-trace/pabench_cand
PABENCH_TRACE=$OUT/trace_cand.csv timeout 45 build-trace/pabench_cand bench/merge_probe.lua "" 8 > $OUT/trace_times_cand.txt 2>&1
echo "trace cand rc $?"
python3 bench/trace_layers.py $OUT/trace_cand.csv > $OUT/trace_layers_cand.txt 2>&1; gzip $OUT/trace_cand.csv
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 60 $S --tool memcheck build/pabench_cand bench/sanitize_paths.lua "two levels" > $OUT/memcheck_cand.txt 2>&1
echo "memcheck cand rc $?: $(tail -1 $OUT/memcheck_cand.txt)"
cat $OUT/read_probe.txt
