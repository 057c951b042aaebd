# Round 9: eight lanes to a 128-byte line of a row, a lane four rows (four table
# lookups a step) at blocks under 16 tokens, head_dim 128 and 256, build/pabench,
# against the tree, build/pabench.base: the full check, then page_size.lua and
# bench/ab.lua's one-token configs, two passes each build, alternating, and last
# memcheck over the quick matrix.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
export R=$OUT/round9
mkdir -p $R
build/pabench check > $R/check.txt 2>&1
echo "check: exit $?; $(grep -E 'kernel runs over' $R/check.txt)"
for pass in 1 2; do
  for b in base new; do
    B=build/pabench; [ $b = base ] && B=build/pabench.base
    $B scenarios/page_size.lua --quiet --block_sizes 1,16 --kernels gqa,paged \
      --json $R/ps_${b}_$pass.json > $R/ps_${b}_$pass.txt 2>&1
    $B bench/ab.lua $b "block1,b1,1x4096" >> $R/ab.txt 2>&1
  done
done
build/pabench -e '
local report = require "pa.report"
local best = {}
for _, b in ipairs{"base", "new"} do
  for pass = 1, 2 do
    local doc = report.read_json(os.getenv("R") .. "/ps_" .. b .. "_" .. pass .. ".json")
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
print("== config, kernel, block: base us (2 passes) | new us (2 passes)")
for _, k in ipairs(keys) do print(k .. "  " .. table.concat(best[k].base, " ") .. " | " .. table.concat(best[k].new, " ")) end' 2>&1 | tee $R/pages.txt
grep -E " us " $R/ab.txt | sort -k2 | awk '{print $1, $2, $3, $4, $(NF-5)}' | tee $R/ab_sorted.txt
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 99 build/pabench check --quick > $R/memcheck_quick.txt 2>&1
echo "memcheck (check --quick): exit $?, $(grep -E 'ERROR SUMMARY' $R/memcheck_quick.txt)"
gzip $R/*.json
(cd $OUT && tar czf round9.tar.gz round9 && cp round9/pages.txt round9/ab_sorted.txt round9/check.txt . && rm -rf round9)
