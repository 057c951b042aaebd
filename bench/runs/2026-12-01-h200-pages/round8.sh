# Round 8: a lane copying two rows of a step at blocks under 16 tokens (four
# lanes a row; two table lookups a step instead of eight) at head_dim 128 and
# 256, build/pabench, against the tree before it, build/pabench.base (call 7
# put gqa's cost at 1 x 4096 in that path's own work). The full check and
# memcheck over the quick matrix and each kernel path first, beside a random
# stream; then page_size.lua and bench/ab.lua's one-token configs, two passes
# each build, alternating.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
export R=$OUT/round8
mkdir -p $R
S="compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 40"
build/pabench check > $R/check.txt 2>&1
echo "check: exit $?; $(grep -E 'kernel runs over' $R/check.txt)"
(OMP_NUM_THREADS=8 timeout 120 build/pabench check --random 100 --seed 1201 > $R/random1201.txt 2>&1
 echo "random seed 1201: exit $?; $(grep -E 'kernel runs over' $R/random1201.txt)") &
timeout 150 $S build/pabench check --quick > $R/memcheck_quick.txt 2>&1
echo "memcheck (check --quick): exit $?, $(grep -E 'ERROR SUMMARY' $R/memcheck_quick.txt)"
timeout 90 $S build/pabench bench/sanitize_paths.lua > $R/memcheck_paths.txt 2>&1
echo "memcheck (paths): exit $?, $(grep -E 'ERROR SUMMARY' $R/memcheck_paths.txt)"
wait
for pass in 1 2; do
  for b in base new; do
    B=build/pabench; [ $b = base ] && B=build/pabench.base
    $B scenarios/page_size.lua --quiet --block_sizes 1,8,16 --kernels gqa,paged,split_kv \
      --json $R/ps_${b}_$pass.json > $R/ps_${b}_$pass.txt 2>&1
    $B scenarios/page_size.lua --quiet --block_sizes 1,16 --kernels gqa --head_dim 256 --ctx 4096 \
      --json $R/d256_${b}_$pass.json > $R/d256_${b}_$pass.txt 2>&1
    $B bench/ab.lua $b "block1,b1,1x4096" >> $R/ab.txt 2>&1
  done
done
build/pabench -e '
local report = require "pa.report"
for _, set in ipairs{"ps", "d256"} do
  local best = {}
  for _, b in ipairs{"base", "new"} do
    for pass = 1, 2 do
      local doc = report.read_json(os.getenv("R") .. "/" .. set .. "_" .. b .. "_" .. pass .. ".json")
      for _, r in ipairs(doc.rows) do
        local key = string.format("%-10s %-8s %4d", r.config, r.kernel, r.block)
        best[key] = best[key] or {base = {}, new = {}}
        table.insert(best[key][b], string.format("%7.2f", r.us))
      end
    end
  end
  local keys = {}
  for k in pairs(best) do keys[#keys + 1] = k end
  table.sort(keys)
  print("== " .. set .. ": config, kernel, block: base us (2 passes) | new us (2 passes)")
  for _, k in ipairs(keys) do print(k .. "  " .. table.concat(best[k].base, " ") .. " | " .. table.concat(best[k].new, " ")) end
end' 2>&1 | tee $R/pages.txt
grep -E " us " $R/ab.txt | sort -k2 | awk '{print $1, $2, $3, $(NF-5)}' | tee $R/ab_sorted.txt
gzip $R/*.json
(cd $OUT && tar czf round8.tar.gz round8 && cp round8/pages.txt round8/ab_sorted.txt round8/check.txt . && rm -rf round8)
