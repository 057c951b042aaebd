set -u
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device11.txt 2>&1
python3 bench/harness_floor.py > $OUT/harness_floor2.txt 2>&1; echo "harness rc $?"; cat $OUT/harness_floor2.txt
