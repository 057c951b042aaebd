#!/bin/bash
# One round on a GPU machine: the conformance matrix, then timings. Everything
# goes to $OUT/round/ and is packed into $OUT/round.tar.gz (one file comes back
# whatever the count); a short summary is printed last.
#   bench/gpu_round.sh [sass] [check] [scenarios] [probe] [sanitize] [triton] [peak]   (default: check scenarios triton peak)
# SCENARIOS="decode seed_bench ..." picks the scenarios; SCENARIO_ARGS is added to each.
# PEAK_BASE=bench/runs/.../peak.json.gz compares the suite with that earlier record.
set -u -o pipefail
OUT=${OUT:-gpu-out}
R=$OUT/round
mkdir -p "$R"
B=build/pabench
# the GPU machine has no Lua packages: the JSON library travels in build/lua
export LUA_PATH="$PWD/build/lua/?.lua;;"
steps=${*:-check scenarios triton peak}
summary=()
note() { summary+=("$1"); }

{
  date -u +"%Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv
  $B --version
  $B -e 'pa.show(pa.device()); print(string.format("read bandwidth %.1f GB/s", pa.read_bandwidth()))'
} 2>&1 | tee "$R/device.txt"

for step in $steps; do
  case $step in
  sass)
    # the binary's SASS as the GPU machine's cuobjdump reads it: each kernel's
    # global accesses by width, the K/V copies 16 bytes wide (tools/sass-loads)
    cuobjdump -sass $B | gzip > "$R/sass.txt.gz"
    zcat "$R/sass.txt.gz" | tools/sass-loads - > "$R/sass_loads.txt" 2>&1
    rc=$?
    note "sass: exit $rc; $(tail -n 1 "$R/sass_loads.txt")"
    ;;
  check)
    $B check --csv "$R/check.csv" > "$R/check.txt" 2>&1
    rc=$?
    tail -n 6 "$R/check.txt"
    note "check: exit $rc; $(grep -E 'kernel runs over' "$R/check.txt")"
    ;;
  scenarios)
    for s in ${SCENARIOS:-smoke decode seed_bench long_context readbench fragmentation gqa heterogeneous chunk_size prefix page_size}; do
      extra=""
      [ "$s" = seed_bench ] && extra="--kernels naive,gather,paged_scalar,paged,split_kv,gqa,auto"
      $B scenarios/$s.lua ${SCENARIO_ARGS:-} $extra --quiet --csv "$R/$s.csv" --json "$R/$s.json" > "$R/$s.txt" 2>&1
      rc=$?
      # rows whose `correct` column says NO (the footer explaining NO is not one)
      note "$s: exit $rc, $(grep -v '^A NO' "$R/$s.txt" | grep -c ' NO ') rows NO"
    done
    ;;
  probe)
    { $B bench/floor_probe.lua auto; $B bench/floor_probe.lua paged; } > "$R/floor_probe.txt" 2>&1
    note "probe: exit $?"
    ;;
  sanitize)
    # compute-sanitizer over the quick matrix (memcheck, synccheck) and over one
    # launch down each kernel path (racecheck: the matrix takes it hours); under
    # a tool the check leaves its timing rows out, so its exit status counts
    S="compute-sanitizer --error-exitcode 99 --print-limit 40"
    for tool in memcheck synccheck; do
      $S --tool $tool $B check --quick > "$R/${tool}.txt" 2>&1
      note "$tool (check --quick): exit $?, $(grep -E 'ERROR SUMMARY' "$R/${tool}.txt")"
    done
    $S --tool racecheck --racecheck-report hazard $B bench/sanitize_paths.lua > "$R/racecheck.txt" 2>&1
    note "racecheck (bench/sanitize_paths.lua): exit $?, $(grep -E 'RACECHECK SUMMARY' "$R/racecheck.txt")"
    $S --tool memcheck $B bench/sanitize_paths.lua > "$R/memcheck_paths.txt" 2>&1
    note "memcheck (bench/sanitize_paths.lua): exit $?, $(grep -E 'ERROR SUMMARY' "$R/memcheck_paths.txt")"
    ;;
  triton)
    python3 bench/seed_triton.py ${TRITON_ARGS:-} --csv "$R/triton.csv" > "$R/triton.txt" 2>&1
    note "triton: exit $?"
    ;;
  peak)
    cmp=""
    [ -s "$R/triton.csv" ] && cmp="--compare $R/triton.csv"
    $B scenarios/peak.lua ${PEAK_ARGS:-} $cmp --quiet --csv "$R/peak.csv" --json "$R/peak.json" > "$R/peak.txt" 2>&1
    note "peak: exit $?"
    cat "$R/peak.txt"
    # PEAK_BASE: an earlier suite's record (bench/runs/*/peak.json.gz) to hold this one against
    if [ -n "${PEAK_BASE:-}" ]; then
      $B compare "$PEAK_BASE" "$R/peak.json" > "$R/peak_compare.txt" 2>&1
      note "peak against $PEAK_BASE: exit $?; $(tail -n 2 "$R/peak_compare.txt" | head -n 1)"
    fi
    ;;
  *) echo "unknown step $step"; exit 2 ;;
  esac
  # packed after every step, so a run cut short still brings back what it did
  tar -C "$OUT" -czf "$OUT/round.tar.gz" round
done
echo
printf '%s\n' "${summary[@]}"
