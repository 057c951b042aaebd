# Sourced by a planner round's GPU script (bench/runs/<round>/roundN.sh): times
# decode steps with scenarios/auto.lua, every launch at the split counts given,
# checked against the reference first, into $OUT/NAME/, then packs that folder
# into $OUT/NAME.tar.gz and prints each step's row. A call carries the binary
# and build/lua; the runs' JSON (gzipped) keeps every launch's row, which
# bench/runs/2026-12-02-h200-verify/named_plans.lua (named steps) and
# bench/runs/2026-12-02-h200-planner/fit_half.lua (drawn ones) read offline.
#
#   . bench/auto_steps.sh
#   steps_begin round4 400          the folder; runs that would start past 400 s are skipped
#   steps_suite 20261222            pabench check whole, and check --random 200 --seed 20261222
#   steps_check                     pabench check --kernels auto
#   steps_named a_g4 1,2,3 --configs 40x200,60x230 --heads 32 --kv_heads 8
#   steps_drawn 59                  20 fp16/bf16 steps drawn from seed 59, split counts 1 to 96
#   steps_drawn 74 --lengths mixed --shapes 15   more auto.lua options (the last of an option wins)
#   steps_ref build/pabench_ref.gz  the tree before a change, carried beside this one
#   steps_pair g1 40x300 1,3 --configs 40x300 --heads 8 --kv_heads 8
#                                   g1_40x300 at 1 and 3 with this tree, ref_40x300 at 1 with that one
#   steps_turns 2 "pabench_ref pabench" s001_1x2048 --configs 1x2048 --heads 16
#                                   auto's own launch with each build in turns, twice
#   steps_end                       gzip, pack, print the rows
#   steps_gpu                       the card into $OUT/gpu.txt; steps_on_h200 NAME SCRIPT runs a
#                                   round's script into $OUT/NAME only where that card is an H200,
#                                   and steps_is_h200 says whether it is
#   steps_h200_suite $start         where it is an H200, the full check and the suite with Triton
#                                   and SDPA, held against build/peak_base.json.gz
set -u
STEPS_BIN=${STEPS_BIN:-build/pabench}
export LUA_PATH="$PWD/build/lua/?.lua;;"
STEPS_SPLITS_DRAWN=1,2,3,4,5,6,8,10,12,14,16,20,24,32,40,48,64,96

steps_gpu() {
  nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader | tee "${OUT:-out}/gpu.txt"
}

# whether steps_gpu found an H200: a round's other work where it did not
steps_is_h200() { grep -q H200 "${OUT:-out}/gpu.txt"; }

# where the card is an H200: the full check and the suite with Triton and SDPA
# beside it, held against the suite carried as build/peak_base.json.gz, into
# $OUT/gpu_round.txt; START is the round's $SECONDS at its start
steps_h200_suite() { # START
  steps_is_h200 || return 0
  PEAK_BASE=build/peak_base.json.gz bench/gpu_round.sh check triton peak > "$OUT/gpu_round.txt" 2>&1
  echo "gpu_round: exit $? after $((SECONDS - $1)) s"
  tail -12 "$OUT/gpu_round.txt"
}

# figures a round wants of an H200 in particular, skipped on any other card
steps_on_h200() { # NAME SCRIPT
  steps_is_h200 || return 0
  local began=$SECONDS
  mkdir -p "$OUT/$1" && OUT=$OUT/$1 bash "$2"
  echo "$1: done after $((SECONDS - began)) s"
}

steps_begin() { # NAME [BUDGET_S]
  STEPS_NAME=$1
  STEPS_BUDGET=${2:-420}
  STEPS_OUT=${OUT:-out}
  STEPS_DIR=$STEPS_OUT/$STEPS_NAME
  STEPS_START=$SECONDS
  mkdir -p "$STEPS_DIR"
}

steps_elapsed() { echo "$((SECONDS - STEPS_START)) s"; }

# whether there is time left for a run; says so when there is not
steps_time_left() { # NAME
  if [ $((SECONDS - STEPS_START)) -gt "$STEPS_BUDGET" ]; then
    echo "$1: skipped at $(steps_elapsed)"
    return 1
  fi
}

# The GPU test suite whole, then `check --random 200` on SEED (a seed no round
# has drawn), into $OUT/check.txt and $OUT/check_random.txt; before steps_begin.
steps_suite() { # SEED
  "$STEPS_BIN" check > "${OUT:-out}/check.txt" 2>&1
  echo "check: exit $? after $SECONDS s; $(tail -1 "${OUT:-out}/check.txt")"
  timeout 100 "$STEPS_BIN" check --random 200 --seed "$1" > "${OUT:-out}/check_random.txt" 2>&1
  echo "check --random: exit $? after $SECONDS s; $(grep 'kernel runs over' "${OUT:-out}/check_random.txt")"
}

steps_check() {
  "$STEPS_BIN" check --kernels auto > "$STEPS_DIR/check_auto.txt" 2>&1
  echo "check --kernels auto: exit $? after $(steps_elapsed)"
}

steps_named() { # NAME SPLITS auto.lua-ARGS...
  local name=$1 splits=$2
  shift 2
  steps_time_left "$name" || return 0
  timeout 90 "$STEPS_BIN" scenarios/auto.lua --quiet --splits "$splits" --json "$STEPS_DIR/$name.json" "$@" \
    > "$STEPS_DIR/$name.txt" 2>&1
  echo "$name: exit $? after $(steps_elapsed)"
}

steps_drawn() { # SEED [auto.lua-ARGS...]
  local seed=$1 name=half_s$1
  shift
  steps_time_left "$name" || return 0
  timeout 150 "$STEPS_BIN" scenarios/auto.lua --quiet --dtypes fp16,bf16 --seed "$seed" --shapes 20 \
    --splits "$STEPS_SPLITS_DRAWN" --json "$STEPS_DIR/$name.json" "$@" > "$STEPS_DIR/$name.txt" 2>&1
  echo "$name: exit $? after $(steps_elapsed)"
}

# A change timed against the tree before it: the binary of that tree, carried
# gzipped, unpacked once; steps_pair then runs each named step twice.
steps_ref() { # GZ
  STEPS_REF_BIN=${1%.gz}
  gunzip -c "$1" > "$STEPS_REF_BIN" && chmod +x "$STEPS_REF_BIN"
}

steps_pair() { # PREFIX NAME SPLITS auto.lua-ARGS...: this tree at SPLITS as PREFIX_NAME, the tree before at 1 as ref_NAME
  local prefix=$1 name=$2 splits=$3
  shift 3
  steps_named "${prefix}_$name" "$splits" "$@"
  STEPS_BIN=$STEPS_REF_BIN steps_named "ref_$name" 1 "$@"
}

# Auto's own launch of a step with several builds (build/BIN) in turns, TURNS
# times, into ab_NAME_BIN_TURN.txt and .json: builds timed one after another
# drift apart on a small step, in turns they share the drift
# (bench/runs/2026-12-07-h200-groups/round4/read_ab.py reads them).
steps_turns() { # TURNS "BIN..." NAME auto.lua-ARGS...
  local turns=$1 bins=$2 name=$3 r bin
  shift 3
  for r in $(seq "$turns"); do
    for bin in $bins; do
      timeout 60 "build/$bin" scenarios/auto.lua --quiet --splits 1 --json "$STEPS_DIR/ab_${name}_${bin}_$r.json" \
        "$@" > "$STEPS_DIR/ab_${name}_${bin}_$r.txt" 2>&1
    done
  done
  echo "ab $name: after $(steps_elapsed)"
}

steps_end() {
  gzip -f "$STEPS_DIR"/*.json 2>/dev/null
  tar -czf "$STEPS_OUT/$STEPS_NAME.tar.gz" -C "$STEPS_OUT" "$STEPS_NAME" && rm -rf "$STEPS_DIR"
  local a=$STEPS_OUT/$STEPS_NAME.tar.gz
  tar -xzf "$a" -O "$STEPS_NAME/check_auto.txt" 2>/dev/null | tail -2
  tar -xzf "$a" -O --wildcards --exclude "$STEPS_NAME/half_s*" "$STEPS_NAME/*.txt" 2>/dev/null |
    grep -E "^[0-9]+ " | cut -c1-200
  tar -xzf "$a" -O --wildcards "$STEPS_NAME/half_s*.txt" 2>/dev/null | grep -E "within|rror|OVER" | cut -c1-200
}
