#!/bin/sh
# the same build with the pair probe in mode 2 (clusters of two, the plain count) (PABENCH_PAIR=2), for bench/ab_round.sh
PABENCH_PAIR=2 exec "$(dirname "$0")/../../../build/pabench" "$@"
