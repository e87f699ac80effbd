// Bots always finish a match: no bot, rollout or resample may spin. The position
// below (a hidden 20 sung in arrastre) once made the medium bot's resampler deal
// impossible hands; its rollouts then ran out of legal actions and passed forever.
#include <gtest/gtest.h>

#include "CliRun.h"

namespace baza::test {
namespace {

constexpr const char* kAfterHiddenTwenty = "AQEBnvPr-d_I-NtWAQ0CJAECLCE2JzQTJAQrBTszMjFDBgMMNwslIwoiKgcmGxIRFjUXPBFZ";

TEST(CliBotsFinish, EveryLevelFinishesAfterAHiddenTwentyInArrastre) {
  for (const char* level : {"random", "easy", "medium", "hard", "expert"}) {
    const RunResult r = runBaza({"run", "--code", kAfterHiddenTwenty, "--bots", level}, "", 60);
    EXPECT_EQ(r.status, 0) << level << " (124: killed after 60 s) " << r.err;
    EXPECT_NE(r.out.find("winner: side"), std::string::npos) << level;
  }
}

}  // namespace
}  // namespace baza::test
