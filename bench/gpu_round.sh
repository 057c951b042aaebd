#!/bin/bash
# One round on a GPU machine: the conformance matrix, then timings. Full output
# under $OUT (or ./gpu-out), a short table last. Run from the repository root
# with build/ built for the GPU:  bench/gpu_round.sh [check|time|triton|all]...
set -u -o pipefail
OUT=${OUT:-gpu-out}
mkdir -p "$OUT"
B=build/pabench
what=${*:-all}
summary=()
note() { summary+=("$1"); }

{
  date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version
  $B -e 'pa.show(pa.device()); print(string.format("read bandwidth %.1f GB/s", pa.read_bandwidth()))'
} 2>&1 | tee "$OUT/device.txt"

for step in $what; do
  case $step in
  check|all)
    $B check --csv "$OUT/check.csv" > "$OUT/check.txt" 2>&1
    rc=$?
    tail -n 8 "$OUT/check.txt"
    note "check: exit $rc, $(grep -E 'kernel runs over' "$OUT/check.txt")"
    ;;&
  time|all)
    for s in ${SCENARIOS:-smoke decode seed_bench}; do
      $B scenarios/$s.lua --csv "$OUT/$s.csv" > "$OUT/$s.txt" 2>&1
      note "$s: exit $?"
      cat "$OUT/$s.txt"
    done
    ;;&
  triton|all)
    python3 bench/seed_triton.py ${TRITON_ARGS:-} --csv "$OUT/triton.csv" > "$OUT/triton.txt" 2>&1
    note "triton: exit $?"
    cat "$OUT/triton.txt"
    ;;
  esac
done
echo
printf '%s\n' "${summary[@]}"
