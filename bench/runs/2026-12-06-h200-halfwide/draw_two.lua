-- Round 3's draws: batches of mixed lengths, two to four groups of 1 to 12
-- sequences of 16 to 640 tokens each (any dtype, block size and allocator),
-- N of them from SEED, each printed with its auto.lua arguments, this build's
-- launch and its grid. Run with the build before a candidate and with the
-- candidate's and keep the steps whose launches differ.
--   build/pabench bench/runs/2026-12-06-h200-halfwide/draw_two.lua SEED N [d64]
-- Any head_dim, group and kv heads for uneven_two_over_half (an uneven batch
-- cut in 2 parts just over a round cut in 3); with d64, head_dim 64 at groups
-- 9 to 16 over up to 4 kv heads, for the one-head lead there.
local seed, n, class = tonumber(arg[1] or 1), tonumber(arg[2] or 400), arg[3]
dofile("bench/draw_mixed.lua"){seed = seed, n = n, most = 12, lengths = function() return 16, 640 end,
  shape = function(pick)
    if class == "d64" then return 64, pick{1, 2, 4}, pick{9, 10, 11, 12, 14, 16} end
    return pick{64, 128, 256}, pick{1, 2, 4, 8}, pick{1, 2, 4, 5, 8, 16}
  end}
