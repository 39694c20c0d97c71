#pragma once
// The umpire's deliberate override of a rule. A front end opens an UmpireOverride around the
// use case it runs ("--override --reason TEXT", the dialog's checkbox); inside it a rule that
// would refuse the action (ruleRefuses) lets it through instead, and the action's ledger gets
// one row of kind `override` per rule waived, with the umpire's reason and the refusal the
// rules gave. Outside an override the same call refuses with its one line.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

class UmpireOverride {
public:
    // A UserError when `reason` is blank: an override is always explained.
    explicit UmpireOverride(std::string reason);
    ~UmpireOverride();
    UmpireOverride(const UmpireOverride&) = delete;
    UmpireOverride& operator=(const UmpireOverride&) = delete;

    // The refusals this override set aside in the actions run inside it, so far ("7: 1/9D is
    // a Red unit and the Whites are moving"); a front end shows them with the outcome.
    const std::vector<std::string>& waived() const { return waived_; }

    // The override open on this thread; none outside one.
    static UmpireOverride* current();
    const std::string& reason() const { return reason_; }
    void waive(const std::string& refusal) { waived_.push_back(refusal); }

private:
    std::string reason_;
    std::vector<std::string> waived_;
    UmpireOverride* outer_ = nullptr;
};

// What a rule refuses, and whom it concerns (for the ledger row that waives it).
struct RuleRefusal {
    std::string line;  // "7: 1/9D is a Red unit and the Whites are moving"
    std::optional<std::int64_t> sideId;
    std::optional<std::int64_t> unitId;
};

// Throws the refusal as a UserError, or, under an umpire's override, writes the override's
// ledger row in this action and returns.
void ruleRefuses(ActionContext& context, const RuleRefusal& refusal);

}  // namespace tachanka::core
