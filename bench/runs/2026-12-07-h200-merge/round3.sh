# Round 3, where a candidate is kept: its build (CAND, default
# build/pabench_cand.gz) as the tree's (build/pabench); racecheck and synccheck
# over bench/sanitize_paths.lua's two-level cases, `check --random 200` on a
# seed no round has drawn, then the whole `pabench check` and, on an H200, the
# suite with Triton and SDPA beside it, held against the warps round's H200
# suite (build/peak_base.json.gz); all within LIMIT s (default 570).
set -u
start=$SECONDS
export LUA_PATH="$PWD/build/lua/?.lua;;"
gunzip -c ${CAND:-build/pabench_cand.gz} > build/pabench && chmod +x build/pabench
. bench/auto_steps.sh
steps_gpu
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
for tool in racecheck synccheck; do
  timeout 120 $S --tool $tool build/pabench bench/sanitize_paths.lua "two levels" > $OUT/${tool}_cand.txt 2>&1
  echo "$tool cand rc $? after $((SECONDS - start)) s: $(tail -1 $OUT/${tool}_cand.txt)"
done
timeout 100 build/pabench check --random 200 --seed 20261244 > $OUT/check_random.txt 2>&1
echo "check --random: rc $? after $((SECONDS - start)) s; $(grep 'kernel runs over' $OUT/check_random.txt)"
parts="check"; steps_is_h200 && parts="check triton peak" # the suite's base is an H200's
PEAK_BASE=build/peak_base.json.gz timeout $((${LIMIT:-570} - (SECONDS - start))) bash bench/gpu_round.sh $parts > $OUT/gpu_round.txt 2>&1
echo "gpu_round: rc $? after $((SECONDS - start)) s"
tail -14 $OUT/gpu_round.txt
