set -u
OUT=$OUT bench/gpu_round.sh triton peak 2>&1 | tail -n 60
