// The review's answers as the page reads them (web/engine/engine.d.ts: ReviewChunk,
// ReviewSummaryAnswer). Values are rounded to hundredths (the knew view's means).
#pragma once
#include <string>

#include "review/DealReview.h"

namespace baza {

// {"ok":true,"view":"open","unit":"tricks","total":52,"samples":0,"note":"","moves":[…]} for moves [from, end)
std::string reviewChunkJson(DealReview& review, ReviewView view, unsigned seats, int from, int end);
// {"ok":true,"view":"open","unit":"tricks","players":[…],"mistakes":[…],"samples":0,"note":""}
std::string reviewSummaryJson(DealReview& review, ReviewView view, unsigned seats);

}  // namespace baza
