# Round 2: the merge of 33 to 64 partitions in one level, four lanes to a
# head's column quad (merge_paired_partials with four lanes): one count and one round
# trip where the two levels take two of each (four_lanes.patch). Two builds
# beside the tree's: rquad, the patch (the lanes a run-time count, at head_dim
# 128 and 256; registers as the tree's), and q256, four lanes a template
# count at head_dim 256 only (as a template count at 128 too, it took head_dim
# 128's one-block kernels to 173 registers). Each checked against the reference
# first (grouped_check.lua, 33 to 256 parts), then bench/merge_probe.lua by
# each build in turns, two passes; memcheck over the two-level cases.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=bench/runs/2026-12-07-h200-merge
D=$OUT/round2; mkdir -p $D
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $D/device.txt 2>&1
for b in q256 rquad; do
  gunzip -c build/pabench_$b.gz > build/pabench_$b && chmod +x build/pabench_$b
  timeout 60 build/pabench_$b bench/runs/2026-12-07-h200-groups/grouped_check.lua > $D/grouped_check_$b.txt 2>&1
  echo "grouped_check $b rc $?: $(tail -1 $D/grouped_check_$b.txt)"
done
for p in $(seq ${PASSES:-2}); do
  for b in tree q256 rquad; do
    bin=build/pabench_$b; [ $b = tree ] && bin=build/pabench
    timeout 50 $bin bench/merge_probe.lua > $D/times_$b$p.txt 2>&1; echo "$b pass $p rc $?"
  done
done
S="compute-sanitizer --error-exitcode 99 --print-limit 40"
timeout 60 $S --tool memcheck build/pabench_rquad bench/sanitize_paths.lua "two levels" > $D/memcheck_rquad.txt 2>&1
echo "memcheck rquad rc $?: $(tail -1 $D/memcheck_rquad.txt)"
python3 $R/read_probe.py $D q256 rquad > $D/read_probe.txt
tar -C $OUT -czf $OUT/round2.tar.gz round2 && cp $D/read_probe.txt $OUT/ && rm -rf $D
cat $OUT/read_probe.txt
