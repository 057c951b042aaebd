# Round 13: unsplit launches on a kernel without the merges (WHOLE): check, then the
# smallest configs alone and as layers, base / whole alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device13.txt 2>&1
timeout 200 build/pabench check > $OUT/whole_check.txt 2>&1; echo "check rc $?"; tail -n 3 $OUT/whole_check.txt
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/runs/2026-11-30-h200-flagged/lone_probe.lua base >> $OUT/whole_ab.txt 2>&1
  timeout 60 build/pabench bench/runs/2026-11-30-h200-flagged/lone_probe.lua whole >> $OUT/whole_ab.txt 2>&1
done
sort -k2,3 -s $OUT/whole_ab.txt | cut -c1-110
