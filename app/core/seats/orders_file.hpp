#pragma once
// An orders file (issue 47): what a side did in its own file since the umpire exported it,
// each action as its order, signed by one of the side's seats. The signed text is carried
// whole inside the file, so what is checked is exactly what was signed:
//   {"signed": "<the orders, as JSON text>", "signature": "<Ed25519, 128 hex digits>"}
// and the orders read {"tachanka_orders": 1, "campaign", "side", "seat", "seat_key", "number",
// "umpire_action", "orders": [{"kind", "inputs"}, ...]}.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/campaign/order.hpp"

namespace tachanka::core {

struct SideOrders {
    std::string campaign;  // the umpire's campaign (db::campaignKey)
    std::string side;
    std::string seat;
    std::string seatKey;   // the signing seat's public key
    std::int64_t number = 0;        // the side's orders are numbered from 1
    std::int64_t umpireAction = 0;  // the umpire's last action when the side's file was made
    std::vector<Order> orders;
};

struct WrittenOrders {
    SideOrders orders;
    std::filesystem::path written;
    std::string fingerprint;  // the seat's key, its first 16 hex digits
};

// Writes the orders of the side's file `sideFile` to `output`, signed by its seat `seat` (none:
// the side's only seat this file can sign for). Refused in one line for a file that is no
// side's file, or a seat it cannot sign for.
WrittenOrders writeSideOrders(const std::filesystem::path& sideFile,
                              const std::optional<std::string>& seat,
                              const std::filesystem::path& output);

// The orders a side's file recorded since it was made, in order (what writeSideOrders signs):
// the club's server reads them from the view a seat acted in (issue 48).
std::vector<Order> ordersRecordedIn(const std::filesystem::path& sideFile);

// An orders file read whole: the signed text, its signature and what it says. A UserError in
// one line for a file that is not one (too large, not JSON, a field missing or of a wrong
// kind). The signature is not checked here: only the campaign knows the seat's key.
struct ReceivedOrders {
    std::string signedText;
    std::string signature;
    SideOrders orders;
};
ReceivedOrders readSideOrders(const std::filesystem::path& file);

}  // namespace tachanka::core
