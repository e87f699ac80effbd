// The direction of play each game declares (RULES.md: Whist clockwise, Guiñote and
// Belote to the right) and that the page reads from the engine's JSON to lay seats out.
#include <gtest/gtest.h>

#include <string>

#include "GameRegistry.h"
#include "Session.h"

namespace baza::test {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(PlayDirection, WhistIsClockwiseTheOthersPassToTheRight) {
  EXPECT_TRUE((*makeGame("whist"))->clockwise());
  EXPECT_TRUE((*makeGame("whist", {"players=3"}))->clockwise());
  EXPECT_FALSE((*makeGame("guinote"))->clockwise());
  EXPECT_FALSE((*makeGame("guinote", {"players=4"}))->clockwise());
  EXPECT_FALSE((*makeGame("belote"))->clockwise());
}

TEST(PlayDirection, ObservationsDealViewsAndTheGameListCarryIt) {
  for (const auto& [game, clockwise] : {std::pair{"whist", true}, {"guinote", false}, {"belote", false}}) {
    Session session;
    ASSERT_TRUE(contains(session.start(game, "", "7"), "\"ok\":true")) << game;
    const std::string field = std::string("\"clockwise\":") + (clockwise ? "true" : "false");
    EXPECT_TRUE(contains(session.observe(0), field)) << game;
    EXPECT_TRUE(contains(session.reveal(), field)) << game;
    const std::string list = session.games();
    const size_t at = list.find(std::string("\"name\":\"") + game + "\"");
    ASSERT_NE(at, std::string::npos) << game;
    EXPECT_EQ(list.compare(at + std::string("\"name\":\"").size() + std::string(game).size() + 2, field.size(), field), 0)
        << game << ": " << list.substr(at, 60);
  }
}

}  // namespace
}  // namespace baza::test
