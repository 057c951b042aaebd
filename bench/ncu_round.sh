#!/bin/bash
# Nsight Compute on the decode kernel of a few configs: the details pages
# (throughput, warp states, occupancy, memory) and, for the first configs, the
# stall samples by SASS instruction. Output in $OUT/ncu/, packed into
# $OUT/ncu.tar.gz.   bench/ncu_round.sh "gqa16 gqa4" "long4096 seq16x256"
# (the first list given empty, "", takes no config that deep)
# NCU_CACHE=none keeps the caches as the launches before left them (Nsight
# Compute flushes them before the profiled launch by default): the code, then,
# is on chip as it is for a step's later layers; the files are named <config>.warm.
set -u -o pipefail
OUT=${OUT:-gpu-out}
R=$OUT/ncu
export LUA_PATH="$PWD/build/lua/?.lua;;"
B=build/pabench
case ${1:-} in -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; echo "configs: $(grep -o '^  [a-z0-9]* = {' bench/ncu_probe.lua | tr -d ' ={' | tr '\n' ' ')"; exit 0 ;; esac
command -v ncu > /dev/null || { echo "ncu_round.sh: ncu (Nsight Compute) is not on PATH" >&2; exit 2; }
[ -x $B ] || { echo "ncu_round.sh: $B is missing: build it with make" >&2; exit 2; }
mkdir -p "$R"
cache=${NCU_CACHE:-all}
case $cache in all) sfx= ;; none) sfx=.warm ;; *) echo "ncu_round.sh: NCU_CACHE=$cache: must be all or none" >&2; exit 2 ;; esac
deep=${1-gqa16 gqa4}
wide=${2:-}
{ uname -r; ncu --version; nvidia-smi --query-gpu=name,clocks.sm,clocks.mem --format=csv; } 2>&1 | tee "$R/env.txt"
prof() { # config, what, ncu args...
  local c=$1 what=$2; shift 2
  ncu --clock-control none --cache-control $cache -k regex:mma_decode --launch-skip 3 --launch-count 1 "$@" \
    -o "$R/$c$sfx" -f $B bench/ncu_probe.lua $c > "$R/$c$sfx.run.txt" 2>&1
  echo "$c$sfx ($what, caches: $cache): exit $?  $(grep -m1 ' -> ' "$R/$c$sfx.run.txt")"
  ncu --import "$R/$c$sfx.ncu-rep" --page details > "$R/$c$sfx.details.txt" 2>&1
}
for c in $deep; do
  prof $c deep --set full --import-source no
  ncu --import "$R/$c$sfx.ncu-rep" --page source --print-source sass --csv > "$R/$c$sfx.sass.csv" 2>"$R/$c$sfx.sass.err"
  echo "  sass rows: $(wc -l < "$R/$c$sfx.sass.csv")"
done
for c in $wide; do
  prof $c wide --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section Occupancy \
    --section MemoryWorkloadAnalysis --section LaunchStats
done
rm -f "$R"/*.ncu-rep.tmp
for c in $deep $wide; do
  echo "== $c$sfx"; grep -E "Duration|DRAM Throughput|Memory Throughput|Achieved Occupancy|Warp Cycles Per Issued|Issued Warp|No Eligible|Registers Per|Block Limit" "$R/$c$sfx.details.txt" | head -14
done
tar -czf "$OUT/ncu.tar.gz" -C "$OUT" ncu
