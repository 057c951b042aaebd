# Round 2: `pabench check --quick` under compute-sanitizer's memcheck and
# synccheck, now that the check reads the sanitizer's own variables.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
B=build/pabench
for tool in memcheck synccheck; do
  timeout 400 compute-sanitizer --tool $tool --error-exitcode 99 --print-limit 40 $B check --quick > $OUT/$tool.txt 2>&1
  echo "$tool check --quick: exit $?"; grep -E "L2 cold|read bandwidth|ERROR SUMMARY|kernel runs" $OUT/$tool.txt
done
