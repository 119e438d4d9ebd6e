export function toAuthUser(user) {
    return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl
    };
}

//# sourceMappingURL=auth-user.js.map