# Round 4: the CPU kernels' chunk sums (a chunk's weighted rows summed apart and
# folded into the running state), timed on the GPU machine's 16 cores against
# the build before them (build/pabench.cpubase), two alternations each of
# cpu_ab.lua and `peak.lua --quick`; fp32 at 4M tokens on both backends; then
# the last tree on the GPU: check --quick, every scenario --quick, and -i's exit.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-12-01-h200-verdicts
R=$OUT/round4
mkdir -p $R
gunzip -c build/pabench.cpubase.gz > build/pabench.cpubase && chmod +x build/pabench.cpubase
nproc > $R/cpu.txt; grep -m1 'model name' /proc/cpuinfo >> $R/cpu.txt
for i in 1 2; do
  for b in build/pabench.cpubase build/pabench; do
    echo "$b: $(PABENCH_BACKEND=cpu $b $D/cpu_ab.lua)"
  done
done | tee $R/cpu_ab.txt
for i in 1 2; do
  for b in build/pabench.cpubase build/pabench; do
    PABENCH_BACKEND=cpu timeout 150 $b scenarios/peak.lua --quick --quiet > $R/cpu_peak_$(basename $b)_$i.txt 2>&1
    echo "$b peak --quick: exit $?"
    grep -E '^(read|long 1x16384|seed001 8x512|gqa8)' $R/cpu_peak_$(basename $b)_$i.txt | cut -c1-120
  done
done
echo "== fp32 at 4M tokens, cpu (this build)"; PABENCH_BACKEND=cpu timeout 120 build/pabench $D/fp32_long.lua 2>&1 | tee $R/fp32_cpu.txt
echo "== the same on the GPU"; timeout 120 build/pabench $D/fp32_long.lua 2>&1 | tee $R/fp32_cuda.txt
build/pabench check --quick > $R/check_quick.txt 2>&1
echo "check --quick: exit $?; $(grep 'kernel runs over' $R/check_quick.txt)"
for s in smoke decode seed_bench long_context readbench fragmentation gqa heterogeneous chunk_size prefix page_size peak; do
  timeout 120 build/pabench scenarios/$s.lua --quick --quiet > $R/$s.txt 2>&1
  echo "$s --quick: exit $?, $(grep -v '^A NO' $R/$s.txt | grep -c ' NO ') rows NO"
done | tee $R/scenarios.txt
echo 'print(#pa.last.rows)' | build/pabench -i scenarios/smoke.lua --quick --quiet > $R/repl.txt 2>&1
echo "-i smoke: exit $?, $(tail -n 2 $R/repl.txt | tr '\n' ' ')"
(cd $OUT && tar czf round4.tar.gz round4 && cp round4/cpu_ab.txt round4/scenarios.txt . && rm -rf round4)
