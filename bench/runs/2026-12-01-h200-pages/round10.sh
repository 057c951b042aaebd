# Round 10: round 9's mapping (eight lanes to a 128-byte line of a row, a lane
# four rows) kept out of the kernels of whole sequences, whose four-warp CTAs it
# took from three an SM to two. The full check, then page_size.lua and
# bench/ab.lua's one-token and 1 x 4096 configs, one pass each build.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
export R=$OUT/round10
mkdir -p $R
build/pabench check > $R/check.txt 2>&1
echo "check: exit $?; $(grep -E 'kernel runs over' $R/check.txt)"
for b in base new; do
  B=build/pabench; [ $b = base ] && B=build/pabench.base
  $B scenarios/page_size.lua --quiet --block_sizes 1,16 --kernels gqa,paged,split_kv \
    --json $R/ps_$b.json > $R/ps_$b.txt 2>&1
  $B bench/ab.lua $b "block1,b1,1x4096,32x8192" >> $R/ab.txt 2>&1
done
build/pabench -e '
local report = require "pa.report"
local best = {}
for _, b in ipairs{"base", "new"} do
  local doc = report.read_json(os.getenv("R") .. "/ps_" .. b .. ".json")
  for _, r in ipairs(doc.rows) do
    local key = string.format("%-10s %-8s %4d", r.config, r.kernel, r.block)
    best[key] = best[key] or {}
    best[key][b] = r.us
  end
end
local keys = {}
for k in pairs(best) do keys[#keys + 1] = k end
table.sort(keys)
print("== config, kernel, block: base us -> new us, new/base")
for _, k in ipairs(keys) do print(string.format("%s  %8.2f -> %8.2f  %.3f", k, best[k].base, best[k].new, best[k].new / best[k].base)) end' 2>&1 | tee $R/pages.txt
grep -E " us " $R/ab.txt | sort -k2 | awk '{print $1, $2, $3, $4, $(NF-5)}' | tee $R/ab_sorted.txt
gzip $R/*.json
(cd $OUT && tar czf round10.tar.gz round10 && cp round10/pages.txt round10/ab_sorted.txt round10/check.txt . && rm -rf round10)
