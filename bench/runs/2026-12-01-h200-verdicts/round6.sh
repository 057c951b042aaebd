# Round 6: the one-pass kernels' steps folded into their state every 16
# (kernels/pa_device.cuh attend_tokens: naive and gather in every dtype, paged
# and split_kv in fp32). The full check; fp32 at 4M tokens; the kernels it
# touches timed against the build before it (build/pabench.fp32base), three
# alternations.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-12-01-h200-verdicts
R=$OUT/round6
mkdir -p $R
gunzip -c build/pabench.fp32base.gz > build/pabench.fp32base && chmod +x build/pabench.fp32base
build/pabench check --csv $R/check.csv > $R/check.txt 2>&1
echo "check: exit $?; $(grep 'kernel runs over' $R/check.txt)"
grep -E 'FAIL|not run' $R/check.txt | head -5
echo "== fp32 at 4M tokens, this build"; timeout 120 build/pabench $D/fp32_long.lua 2>&1 | tee $R/fp32_cuda.txt
for i in 1 2 3; do
  for b in build/pabench.fp32base build/pabench; do
    echo "$b: $($b $D/fp32_ab.lua 2>&1)"
  done
done | tee $R/fp32_ab.txt
(cd $OUT && tar czf round6.tar.gz round6 && cp round6/check.txt round6/fp32_ab.txt . && rm -rf round6)
