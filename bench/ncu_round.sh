#!/bin/bash
# Nsight Compute on the decode kernel of a few configs: the details pages
# (throughput, warp states, occupancy, memory) and, for the first configs, the
# stall samples by SASS instruction. Output in $OUT/ncu/, packed into
# $OUT/ncu.tar.gz.   bench/ncu_round.sh "gqa16 gqa4" "long4096 seq16x256"
set -u -o pipefail
OUT=${OUT:-gpu-out}
R=$OUT/ncu
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
case ${1:-} in -h|--help) sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'; echo "configs: $(grep -o '^  [a-z0-9]* = {' bench/ncu_probe.lua | tr -d ' ={' | tr '\n' ' ')"; exit 0 ;; esac
command -v ncu > /dev/null || { echo "ncu_round.sh: ncu (Nsight Compute) is not on PATH" >&2; exit 2; }
[ -x $B ] || { echo "ncu_round.sh: $B is missing: build it with make" >&2; exit 2; }
mkdir -p "$R"
deep=${1:-gqa16 gqa4}
wide=${2:-}
{ uname -r; ncu --version; nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv; } 2>&1 | tee "$R/env.txt"
prof() { # config, what, ncu args...
  local c=$1 what=$2; shift 2
  ncu --clock-control none -k regex:mma_decode --launch-skip 3 --launch-count 1 "$@" \
    -o "$R/$c" -f $B bench/ncu_probe.lua $c > "$R/$c.run.txt" 2>&1
  echo "$c ($what): exit $?  $(grep -m1 ' -> ' "$R/$c.run.txt")"
  ncu --import "$R/$c.ncu-rep" --page details > "$R/$c.details.txt" 2>&1
}
for c in $deep; do
  prof $c deep --set full --import-source no
  ncu --import "$R/$c.ncu-rep" --page source --print-source sass --csv > "$R/$c.sass.csv" 2>"$R/$c.sass.err"
  echo "  sass rows: $(wc -l < "$R/$c.sass.csv")"
done
for c in $wide; do
  prof $c wide --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section Occupancy \
    --section MemoryWorkloadAnalysis --section LaunchStats
done
rm -f "$R"/*.ncu-rep.tmp
for c in $deep $wide; do
  echo "== $c"; grep -E "Duration|DRAM Throughput|Memory Throughput|Achieved Occupancy|Warp Cycles Per Issued|Issued Warp|No Eligible|Registers Per|Block Limit" "$R/$c.details.txt" | head -14
done
tar -czf "$OUT/ncu.tar.gz" -C "$OUT" ncu
