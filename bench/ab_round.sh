#!/bin/bash
# Two builds against each other on one GPU machine, as the rounds of bench/runs/
# do it: the candidate's conformance matrix first, then bench/ab.lua with each
# build in turn, alternating, and last a line per build and config with the best
# time of every pass.
#   bench/ab_round.sh NAME BASE CANDIDATE PATTERNS [PASSES]
#   bench/ab_round.sh epilogue build/pabench.base build/pabench 16x256,8x512 3
# Writes $OUT/NAME_check.txt and $OUT/NAME_ab.txt; CHECK=0 skips the matrix.
set -u -o pipefail
OUT=${OUT:-gpu-out}
case ${1:-} in -h | --help | "")
  sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
  ;;
esac
if [ $# -lt 4 ]; then
  echo "ab_round.sh: NAME BASE CANDIDATE PATTERNS [PASSES] (see --help)" >&2
  exit 2
fi
name=$1 base=$2 cand=$3 patterns=$4 passes=${5:-3}
for b in "$base" "$cand"; do
  [ -x "$b" ] || { echo "ab_round.sh: $b is not an executable pabench" >&2; exit 2; }
done
case $passes in '' | *[!0-9]* | 0) echo "ab_round.sh: PASSES must be a whole number >= 1, got '$passes'" >&2; exit 2 ;; esac
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p "$OUT"
if [ "${CHECK:-1}" != 0 ]; then
  timeout 300 "$cand" check > "$OUT/${name}_check.txt" 2>&1
  echo "check: exit $?; $(grep -E 'kernel runs over' "$OUT/${name}_check.txt")"
fi
ab="$OUT/${name}_ab.txt"
: > "$ab"
for ((i = 1; i <= passes; i++)); do
  timeout 300 "$base" bench/ab.lua base "$patterns" >> "$ab" 2>&1
  timeout 300 "$cand" bench/ab.lua "$name" "$patterns" >> "$ab" 2>&1
done
# ab.lua's lines: TAG, the config (20 columns), the launch, TIME us PCT % err ERR
awk '$(NF-4) == "us" {
       rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
       k = cfg " | " $1; t[k] = t[k] " " $(NF-5)
     }
     END { for (k in t) print k ":" t[k] }' "$ab" | sort
