# Round 7: where gqa's cost at blocks under 16 tokens comes from. A probe build
# (smallpath_probe.patch: every block size takes the copy path of blocks under
# a step, whose per-row arithmetic is right for any size) against the tree:
# its quick check, then page_size.lua at blocks 1, 16 and 64, two passes each,
# alternating. If the probe at 16 reads as the tree at 1, that path's own work
# is the cost; if as the tree at 16, the cost is in the small blocks themselves.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
export R=$OUT/round7
mkdir -p $R
build/pabench.probe check --quick > $R/probe_check.txt 2>&1
echo "probe check --quick: exit $?; $(grep -E 'kernel runs over' $R/probe_check.txt)"
for pass in 1 2; do
  for b in tree probe; do
    B=build/pabench; [ $b = probe ] && B=build/pabench.probe
    $B scenarios/page_size.lua --quiet --block_sizes 1,16,64 --kernels gqa,paged --ctx 4096,32768 \
      --json $R/${b}_$pass.json > $R/${b}_$pass.txt 2>&1
    echo "$b $pass: exit $?"
  done
done
build/pabench -e '
local report = require "pa.report"
local best = {}
for _, b in ipairs{"tree", "probe"} do
  for pass = 1, 2 do
    local doc = report.read_json(os.getenv("R") .. "/" .. b .. "_" .. pass .. ".json")
    for _, r in ipairs(doc.rows) do
      local key = string.format("%-10s %-6s %4d", r.config, r.kernel, r.block)
      best[key] = best[key] or {tree = {}, probe = {}}
      table.insert(best[key][b], string.format("%7.2f", r.us))
    end
  end
end
local keys = {}
for k in pairs(best) do keys[#keys + 1] = k end
table.sort(keys)
print("== config, kernel, block: tree us (2 passes) | probe us (2 passes)")
for _, k in ipairs(keys) do print(k .. "  " .. table.concat(best[k].tree, " ") .. " | " .. table.concat(best[k].probe, " ")) end' 2>&1 | tee $R/probe.txt
gzip $R/*.json
(cd $OUT && tar czf round7.tar.gz round7 && cp round7/probe.txt round7/probe_check.txt . && rm -rf round7)
