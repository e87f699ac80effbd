// Each game's bot levels, weakest first, for its entry in GameRegistry (makeBot and
// botLevels read them from there).
#pragma once
#include <vector>

#include "bots/Bot.h"

namespace baza {

const std::vector<BotLevel>& guinoteBotLevels();  // random, easy, medium, hard, expert
const std::vector<BotLevel>& whistBotLevels();    // random, easy, medium, hard, expert
const std::vector<BotLevel>& beloteBotLevels();   // random, easy, medium, hard, expert

}  // namespace baza
