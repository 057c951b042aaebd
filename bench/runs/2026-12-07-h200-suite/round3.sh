# Round 3: the suite on the tree against the table's own build, on one card.
# The table in bench/RESULTS.md is the warps round's suite (58b4fb4); since then
# no card has run the whole suite on the decode kernels as they stand (the
# groups round's H100 suite came before round 5's own path for the two levels).
# Both builds plan the suite's 27 configs alike (suite_plans.lua: 887a3e85 with
# either), so a row that moves moves by its kernel.
# On an H200 first round 2 (the full check, Triton and SDPA, against the
# table's record); on any card the suite with each build in turns, table then
# tree, twice where the time allows (SECOND_PAIR_BY: by that many s), held
# against each other with `pabench compare`; the table's build runs its own
# peak.lua (build/table_peak.lua, 58b4fb4's). Carry build/pabench_head.gz
# (afaa130: the tree's kernels), build/pabench_table.gz (58b4fb4),
# build/table_peak.lua, build/lua, build/peak_base.json.gz.
set -u
start=$SECONDS
mkdir -p $OUT/suite3
gunzip -c build/pabench_head.gz > build/pabench && chmod +x build/pabench
gunzip -c build/pabench_table.gz > build/pabench_table && chmod +x build/pabench_table
OUT=$OUT/suite3; . bench/auto_steps.sh
steps_gpu
steps_h200_suite $start
suite() { # BIN SCRIPT NAME
  timeout 200 $1 $2 --quiet --json "$OUT/$3.json" > "$OUT/$3.txt" 2>&1
  echo "$3: exit $? after $((SECONDS - start)) s; $(grep -E '^(targets|auto:)' "$OUT/$3.txt" | tr '\n' ' ')"
}
suite build/pabench_table build/table_peak.lua table1
suite build/pabench scenarios/peak.lua tree1
if [ $((SECONDS - start)) -lt ${SECOND_PAIR_BY:-300} ]; then
  suite build/pabench_table build/table_peak.lua table2
  suite build/pabench scenarios/peak.lua tree2
fi
for pair in "table1 tree1" "table2 tree2" "table1 table2" "tree1 tree2"; do
  set -- $pair
  [ -s "$OUT/$1.json" ] && [ -s "$OUT/$2.json" ] || continue
  build/pabench compare "$OUT/$1.json" "$OUT/$2.json" > "$OUT/compare_$1_$2.txt" 2>&1
  echo "$1 -> $2: $(tail -n 2 "$OUT/compare_$1_$2.txt" | tr "\n" " ")"
done
gzip -f "$OUT"/*.json
OUT=${OUT%/suite3}
tar -C $OUT -czf $OUT/suite3.tar.gz suite3 && rm -rf $OUT/suite3
echo "round 3: $((SECONDS - start)) s"
