#!/bin/bash
# For a machine of many cores (the GPU machine has 16): the CPU planner's four tasks a core
# (`cpu_tasks`, src/plan.c), read from 16 cores, against one and two a core, which the CI
# machine kind's two cores run fastest (splits_in_turns.txt). gqa at 1 to 64 parts, in
# turns, on 16, 8, 4 and 2 threads; the CPU backend's read on each. About a minute.
set -u
D=bench/runs/2026-12-05-cpu-auto
export PABENCH_BACKEND=cpu
for t in 16 8 4 2; do
  OMP_NUM_THREADS=$t build/pabench -e 'print(string.format("read %.1f GB/s", pa.read_bandwidth()))'
  OMP_NUM_THREADS=$t build/pabench $D/splits_in_turns.lua 6 5 1,2,4,8,16,32,64
done > "${OUT:-.}/cpu_cores.txt" 2>&1
tail -16 "${OUT:-.}/cpu_cores.txt"
