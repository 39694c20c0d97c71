#pragma once
// The umpire merges a side's orders (issue 47): the orders file is checked (the campaign it is
// for, the seat's signature, that it follows the side's last merged orders), then every order
// is carried out by the rules on a private copy of the campaign, the battles and barrages it
// planned resolved there with the umpire's dice (the side's standing orders answering their
// questions, the rest left to be asked) and applied when nothing is left to ask. Only when
// every order holds is the whole taken over by the campaign, in one transaction; otherwise
// nothing is written and each refused order is reported with its line.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace tachanka::core {

struct MergeReport {
    std::string side;
    std::string seat;
    std::int64_t number = 0;
    std::vector<std::string> applied;  // a line per order carried out, then per battle fought
    std::vector<std::string> refused;  // "order 3 (unit): 7.1: ..." — none when merged
    bool merged() const { return refused.empty(); }
};

// A UserError in one line, the campaign unchanged, for an orders file that cannot be merged at
// all: not one, for another campaign, forged or changed since signed, already merged, or
// ahead of orders not merged yet.
MergeReport mergeSideOrders(const std::filesystem::path& file,
                            const std::filesystem::path& ordersFile);

}  // namespace tachanka::core
