# Round 5: the CPU kernels' chunk sums with their helpers forced inline (round
# 4's build ran them out of line, as baseline code), against the build before
# the chunk sums (build/pabench.cpubase): on one core (cpu_ab1.lua, five
# alternations) and on all 16 (cpu_ab.lua, three), then fp32 at 4M tokens.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-12-01-h200-verdicts
R=$OUT/round5
mkdir -p $R
gunzip -c build/pabench.cpubase.gz > build/pabench.cpubase && chmod +x build/pabench.cpubase
for i in 1 2 3 4 5; do
  for b in build/pabench.cpubase build/pabench; do
    echo "$b: $(OMP_NUM_THREADS=1 PABENCH_BACKEND=cpu $b $D/cpu_ab1.lua)"
  done
done | tee $R/cpu_ab1.txt
for i in 1 2 3; do
  for b in build/pabench.cpubase build/pabench; do
    echo "$b: $(PABENCH_BACKEND=cpu $b $D/cpu_ab.lua)"
  done
done | tee $R/cpu_ab.txt
PABENCH_BACKEND=cpu timeout 120 build/pabench $D/fp32_long.lua 2>&1 | tee $R/fp32_cpu.txt
