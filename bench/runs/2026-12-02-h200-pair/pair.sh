#!/bin/sh
# the same build with the pair probe on (PABENCH_PAIR=1), for bench/ab_round.sh
PABENCH_PAIR=1 exec "$(dirname "$0")/../../../build/pabench" "$@"
