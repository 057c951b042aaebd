-- The widewhole round's draws: batches of mixed lengths, two to four groups of
-- 1 to 16 sequences each, the longest under 9/4 of a round (288 tokens at
-- head_dim 128, 144 at 256), at groups whose grouped CTA serves many heads
-- (8 to 16 at head_dim 128, 4 to 16 at 256; any dtype, block size and
-- allocator). N of them from SEED, each printed with its auto.lua arguments,
-- this build's launch and its grid. Run with the build before the candidate
-- and with the candidate's and keep the steps whose launches differ.
--   build/pabench bench/runs/2026-12-07-h200-widewhole/draw.lua SEED N
local seed, n = tonumber(arg[1] or 1), tonumber(arg[2] or 400)
dofile("bench/draw_mixed.lua"){seed = seed, n = n, most = 16,
  lengths = function(hd) return 8, hd == 128 and 287 or 143 end,
  shape = function(pick)
    local hd = pick{128, 256}
    local group = hd == 128 and pick{8, 10, 12, 16} or pick{4, 5, 6, 8, 16}
    return hd, pick{1, 2, 4, 8}, group
  end}
